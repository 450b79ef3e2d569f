import { apiPaths } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { clearLocalSession } from '../../../lib/sessionEnd';

/** Tells the server (a failure does not matter), then clears the local session and the socket. */
export async function logout(): Promise<void> {
  await apiPost(apiPaths.logout, {}, { notify: false }).catch(() => undefined);
  clearLocalSession('logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
