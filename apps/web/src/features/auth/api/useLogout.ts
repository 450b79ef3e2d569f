import { accountCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { clearLocalSession } from '../../../lib/sessionEnd';

/** Tells the server (a failure does not matter), then clears the local session and the socket. */
export async function logout(): Promise<void> {
  await apiCall(accountCalls.logout, {}, { notify: false }).catch(() => undefined);
  clearLocalSession('logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
