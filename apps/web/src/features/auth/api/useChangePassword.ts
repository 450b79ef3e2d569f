import { accountCalls, type ChangePasswordSelf } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { endSession } from '../../../lib/sessionEnd';

/** Changes the signed-in user's password (admin/change/password/self). */
export function changeOwnPassword(values: ChangePasswordSelf): Promise<null> {
  return apiCall(accountCalls.changePasswordSelf, values, { notify: false });
}

/**
 * The server ends every session of the user after the change, so on success the session is
 * cleared here, with a "sign in again" message and no "logged in elsewhere" warning.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => endSession('password_changed'),
  });
}
