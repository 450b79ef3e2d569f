import { accountCalls, type ForgotPassword } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Asks for a password reset link by mail (admin/send). */
export function requestPasswordReset(values: ForgotPassword): Promise<null> {
  return apiCall(accountCalls.forgotPassword, values, { notify: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
