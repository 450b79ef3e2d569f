import { accountCalls } from '@sc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { authKeys } from './authKeys';

/**
 * Confirms the email with the mailed link's token. A query, not a mutation, so the call is made once
 * per token even when the page mounts twice (the link works once); the profile is refreshed after.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: async () => {
      await apiCall(accountCalls.verifyEmail, { token }, { notify: false });
      await queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
