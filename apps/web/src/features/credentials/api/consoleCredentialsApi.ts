import {
  type ConsoleCredentialQueueQuery,
  consoleCredentialCalls,
  type DecideCredential,
  type RequestRevocation,
  type SaveRewardTerms,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { credentialKeys } from './credentialsApi';

type QueueView = NonNullable<ConsoleCredentialQueueQuery['view']>;

const consoleKeys = {
  all: [...credentialKeys.all, 'console'] as const,
  queue: (view: QueueView) => [...credentialKeys.all, 'console', 'queue', view] as const,
  company: (supplierId: number) => [...credentialKeys.all, 'console', 'company', supplierId] as const,
  rewardTerms: () => [...credentialKeys.all, 'console', 'rewardTerms'] as const,
};

/** The review queue (oldest first), revocations to confirm, or recent decisions. */
export function useCredentialQueue(view: QueueView) {
  return useQuery({
    queryKey: consoleKeys.queue(view),
    queryFn: ({ signal }) => consoleCall(consoleCredentialCalls.queue, { view }, { signal }),
  });
}

/** Every version of one company's credentials. */
export function useCompanyCredentials(supplierId: number | null) {
  return useQuery({
    queryKey: consoleKeys.company(supplierId ?? 0),
    enabled: supplierId !== null,
    queryFn: ({ signal }) =>
      consoleCall(consoleCredentialCalls.company, { supplierId: supplierId ?? 0 }, { signal }),
  });
}

function useConsoleMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export const useDecideCredential = () =>
  useConsoleMutation((input: DecideCredential) => consoleCall(consoleCredentialCalls.decide, input));
export const useRequestRevocation = () =>
  useConsoleMutation((input: RequestRevocation) =>
    consoleCall(consoleCredentialCalls.requestRevocation, input),
  );
export const useConfirmRevocation = () =>
  useConsoleMutation((id: number) => consoleCall(consoleCredentialCalls.confirmRevocation, { id }));
export const useCancelRevocation = () =>
  useConsoleMutation((id: number) => consoleCall(consoleCredentialCalls.cancelRevocation, { id }));

export function useRewardTerms() {
  return useQuery({
    queryKey: consoleKeys.rewardTerms(),
    queryFn: ({ signal }) => consoleCall(consoleCredentialCalls.rewardTerms, {}, { signal }),
  });
}

export const useSaveRewardTerms = () =>
  useConsoleMutation((input: SaveRewardTerms) => consoleCall(consoleCredentialCalls.saveRewardTerms, input));
