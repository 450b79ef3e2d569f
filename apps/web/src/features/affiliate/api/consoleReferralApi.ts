import { type CallBody, consoleReferralCalls } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the referral console, apart from the supplier's own invitation keys. */
export const consoleReferralKeys = {
  queue: () => [queryRoots.affiliate, 'console', 'queue'] as const,
};

/** Flagged activations and the latest joined invitations. */
export function useReferralQueue() {
  return useQuery({
    queryKey: consoleReferralKeys.queue(),
    queryFn: ({ signal }) => consoleCall(consoleReferralCalls.queue, {}, { signal }),
  });
}

/** Approves or rejects a flagged activation; the queue refreshes. */
export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof consoleReferralCalls.decide>) =>
      consoleCall(consoleReferralCalls.decide, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: consoleReferralKeys.queue() }),
  });
}

/** Reverses an invitation for fraud; the queue refreshes. */
export function useReverseReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof consoleReferralCalls.reverse>) =>
      consoleCall(consoleReferralCalls.reverse, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: consoleReferralKeys.queue() }),
  });
}
