import { type ChangeRequestStatus, consoleCompanyCalls, type DecideChangeRequest } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { companyKeys } from './companyKeys';

const consoleKeys = {
  changeRequests: (status: ChangeRequestStatus | 'all') =>
    [...companyKeys.all, 'console', 'requests', status] as const,
  audit: () => [...companyKeys.all, 'console', 'audit'] as const,
};

/** Change requests of locked company fields for the platform team, pending first. */
export function useConsoleChangeRequests(status: ChangeRequestStatus | 'all') {
  return useQuery({
    queryKey: consoleKeys.changeRequests(status),
    queryFn: ({ signal }) =>
      consoleCall(consoleCompanyCalls.changeRequests, status === 'all' ? {} : { status }, { signal }),
  });
}

/** Applies or rejects a change request; the lists and the audit log refresh. */
export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideChangeRequest) => consoleCall(consoleCompanyCalls.decide, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...companyKeys.all, 'console'] }),
  });
}

/** The latest entries of the platform team's audit log. */
export function useConsoleAudit() {
  return useQuery({
    queryKey: consoleKeys.audit(),
    queryFn: ({ signal }) => consoleCall(consoleCompanyCalls.audit, {}, { signal }),
  });
}
