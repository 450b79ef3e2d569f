import { ApiError } from '../../../lib/ApiError';
import { appEvents } from '../../../lib/appEvents';
import { translate } from '../../../lib/i18n';
import { consolePaths } from '../../../lib/paths';
import { createTokenClient, type TokenRequestOptions } from '../../../lib/tokenClient';
import { consoleSessionStore } from './consoleSession';

export type ConsoleRequestOptions<T> = TokenRequestOptions<T>;

/** Ends the console session (401, sign-out) and goes to /console/login; the portal is untouched. */
export function endConsoleSession(): void {
  consoleSessionStore.clear();
  appEvents.emit('navigate', { to: consolePaths.login, replace: true });
}

/** POST as the signed-in team member: the console's token only, never the portal's session. */
export const consolePost = createTokenClient({
  getToken: () => consoleSessionStore.get().token,
  onSessionEnded: () => {
    endConsoleSession();
    return new ApiError({ code: 401, msg: translate('console.sessionEnded'), status: 401 });
  },
});
