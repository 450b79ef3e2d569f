import { accountCalls, type ResetPassword } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Sets a new password with the token from the reset mail (admin/change/pass). */
export function resetPassword(values: ResetPassword): Promise<null> {
  return apiCall(accountCalls.resetPassword, values, { notify: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
