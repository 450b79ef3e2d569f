import { consoleAccountCalls } from '@sc/contract';
import { useEffect } from 'react';
import { consoleCall } from './consoleHttp';
import { updateConsolePermissions, useConsoleSession } from './consoleSession';
import { connectConsoleSocket } from './consoleSocket';

/** Reads the signed-in member's permissions again and lets the console's sections follow them. */
export async function refreshConsolePermissions(): Promise<void> {
  const account = await consoleCall(consoleAccountCalls.me, {}, { notify: false });
  updateConsolePermissions(account.permissions);
}

/**
 * The console's own live connection while a member is signed in (mount it once, in the console's
 * frame): when the server ends the session (disabled, signed in elsewhere) the console goes to its
 * sign-in page, which says why; when the member's role changes, their sections follow at once (and
 * after a reconnect, in case it changed while the socket was away).
 */
export function useConsoleLive(): void {
  const { token } = useConsoleSession();
  useEffect(() => {
    if (!token) return;
    const socket = connectConsoleSocket(token);
    const refresh = () => {
      refreshConsolePermissions().catch((error: unknown) =>
        console.warn('Could not refresh permissions', error),
      );
    };
    socket.on('permissions:changed', refresh);
    // Back after a drop: a change announced while the socket was away never arrived.
    socket.io.on('reconnect', refresh);
    return () => {
      socket.removeAllListeners();
      socket.io.off('reconnect', refresh);
      socket.disconnect();
    };
  }, [token]);
}
