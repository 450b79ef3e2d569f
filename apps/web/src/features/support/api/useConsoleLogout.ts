import { accountCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { consoleSessionStore } from '../../../lib/console/consoleSession';

/** Ends the session on the server too; whatever it answers, this browser forgets the token. */
export async function logoutConsole(): Promise<void> {
  await consoleCall(accountCalls.logout, {}).catch(() => {});
  consoleSessionStore.clear();
}

/** A support team member signs out of the console. */
export function useConsoleLogout() {
  return useMutation({ mutationFn: logoutConsole });
}
