import { apiPaths, type ForgotPassword } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Asks for a password reset link by mail (admin/send). */
export function requestPasswordReset(values: ForgotPassword): Promise<unknown> {
  return apiPost(apiPaths.forgotPassword, values, { notify: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
