import { ErrorCode } from '@sc/contract';
import { ApiError } from '../ApiError';
import { createApiClient } from '../apiClient';
import { appEvents } from '../appEvents';
import { currentLang, translate } from '../i18n';
import { consolePaths } from '../paths';
import { tokenHeaders } from '../requestHeaders';
import { consoleSessionStore } from './consoleSession';
import {
  type ConsoleSessionEnd,
  readConsoleSessionEnd,
  rememberConsoleSessionEnd,
} from './consoleSessionEnd';

export type { RequestOptions as ConsoleRequestOptions } from '../apiClient';

/**
 * Ends the console session (401, or the server ended it: `reason`) and goes to /console/login, which
 * says why; the portal is untouched. A sign-out clears the session without this.
 */
export function endConsoleSession(reason: ConsoleSessionEnd = 'ended'): void {
  if (consoleSessionStore.get().isSignedIn && reason !== 'logout') rememberConsoleSessionEnd(reason);
  consoleSessionStore.clear();
  appEvents.emit('navigate', { to: consolePaths.login, replace: true });
}

/** The console's client: the team member's token only, never the portal's session. */
const consoleClient = createApiClient({
  headers: () => tokenHeaders(consoleSessionStore.get().token, currentLang()),
  onSessionEnded: (outcome) => {
    endConsoleSession(outcome.envelope?.code === ErrorCode.SESSION_REPLACED ? 'replaced' : 'ended');
    // The sign-in page says it already (for every call that failed with the session): no toast too.
    const isNotified = readConsoleSessionEnd() !== null;
    return new ApiError({ code: 401, msg: translate('console.sessionEnded'), status: 401, isNotified });
  },
  overlayByDefault: false,
});

/** Makes a contract call as the signed-in team member. */
export const consoleCall = consoleClient.call;
/** POSTs a multipart body (e.g. a catalogue picture) as the signed-in team member, with progress. */
export const consoleUpload = consoleClient.upload;
