import { accountCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { authKeys } from './authKeys';

/** Mails a new email-confirmation link (3 an hour; the HTTP client shows a refusal). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(accountCalls.resendVerification, {}),
    onSuccess: (result) => {
      if (result.emailVerified) void queryClient.invalidateQueries({ queryKey: authKeys.userInfo() });
    },
  });
}
