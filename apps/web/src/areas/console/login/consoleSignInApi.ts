import {
  type BuyerLoginRequest,
  type ConsoleSignInCode,
  type ConsoleSignInResult,
  consoleAuthCalls,
  type ResetPassword,
  type StaffLoginResult,
} from '@sc/contract';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { consoleSessionStore } from '../../../lib/console/consoleSession';
import { forgetConsoleSessionEnd } from '../../../lib/console/consoleSessionEnd';

/** Console sign-in, step 1: a session, or the two-factor step it needs (the page shows the error). */
export function signInToConsole(input: BuyerLoginRequest): Promise<ConsoleSignInResult> {
  return consoleCall(consoleAuthCalls.signIn, input, { notify: false });
}

/** Console sign-in, step 2: the app's code on the challenge gives the session. */
export function sendConsoleSignInCode(input: ConsoleSignInCode): Promise<StaffLoginResult> {
  return consoleCall(consoleAuthCalls.signInCode, input, { notify: false });
}

/** Keeps the new session (this tab and the others); the notice of the last ended one goes. */
export function startConsoleSession(session: StaffLoginResult): void {
  forgetConsoleSessionEnd();
  consoleSessionStore.saveLogin(session);
}

/** Whom a set-password link is for (while it works). */
export function fetchPasswordLink(token: string, signal?: AbortSignal) {
  return consoleCall(consoleAuthCalls.passwordLink, { token }, { signal, notify: false });
}

/** A new operator chooses their password with the mailed link. */
export function setConsolePassword(input: ResetPassword) {
  return consoleCall(consoleAuthCalls.setPassword, input, { notify: false });
}
