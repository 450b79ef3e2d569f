import { ApiError } from '../ApiError';
import { createApiClient } from '../apiClient';
import { appEvents } from '../appEvents';
import { currentLang, translate } from '../i18n';
import { consolePaths } from '../paths';
import { tokenHeaders } from '../requestHeaders';
import { consoleSessionStore } from './consoleSession';

export type { RequestOptions as ConsoleRequestOptions } from '../apiClient';

/** Ends the console session (401, sign-out) and goes to /console/login; the portal is untouched. */
export function endConsoleSession(): void {
  consoleSessionStore.clear();
  appEvents.emit('navigate', { to: consolePaths.login, replace: true });
}

/** The console's client: the team member's token only, never the portal's session. */
const consoleClient = createApiClient({
  headers: () => tokenHeaders(consoleSessionStore.get().token, currentLang()),
  onSessionEnded: () => {
    endConsoleSession();
    return new ApiError({ code: 401, msg: translate('console.sessionEnded'), status: 401 });
  },
  overlayByDefault: false,
});

/** Makes a contract call as the signed-in team member. */
export const consoleCall = consoleClient.call;
/** POSTs a multipart body (e.g. a catalogue picture) as the signed-in team member, with progress. */
export const consoleUpload = consoleClient.upload;
