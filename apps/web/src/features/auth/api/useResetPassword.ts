import { apiPaths, type ResetPassword } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Sets a new password with the token from the reset mail (admin/change/pass). */
export function resetPassword(values: ResetPassword): Promise<unknown> {
  return apiPost(apiPaths.resetPassword, values, { notify: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
