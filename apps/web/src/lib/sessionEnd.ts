import { STORAGE_KEYS } from '@sc/contract';
import { appEvents, type LogoutReason } from './appEvents';
import { decideSessionEnd } from './decideSessionEnd';
import { showBlockingWarning, showSuccessMessage } from './feedback';
import { translate } from './i18n';
import { paths } from './paths';
import { sessionStore } from './session';
import { local } from './storage';

let isDialogOpen = false;

function goToLogin() {
  appEvents.emit('navigate', { to: paths.login, replace: true });
}

/** Clears the stored session and tells listeners (socket, caches) without navigating. */
export function clearLocalSession(reason: LogoutReason): void {
  sessionStore.clear();
  appEvents.emit('logout', { reason });
}

/**
 * Ends the session after the server said so: clears it, emits `logout`, then goes to /login,
 * straight away or after the "logged in on another device" warning; a suspended company's user
 * reads `message` (the server's words, with the platform team's reason) in the dialog first, and a
 * user their company disabled reads that it did (the server's words when the 401 carried them).
 */
export function endSession(reason: LogoutReason, message?: string): void {
  const action = decideSessionEnd({
    reason,
    isLoggedIn: sessionStore.get().isLoggedIn,
    isDialogOpen,
    loginType: local.get(STORAGE_KEYS.loginType),
  });
  if (action === 'ignore') return;
  clearLocalSession(reason);
  if (action === 'passwordChanged') {
    showSuccessMessage(translate('http.passwordChanged'));
    goToLogin();
  } else if (action === 'redirect') {
    goToLogin();
  } else if (action === 'suspended') {
    isDialogOpen = true;
    showBlockingWarning({
      title: translate('companySuspended.title'),
      content: message ?? translate('error.COMPANY_SUSPENDED', { reason: '' }),
      onOk: () => {
        isDialogOpen = false;
        goToLogin();
      },
    });
  } else if (action === 'disabled') {
    isDialogOpen = true;
    showBlockingWarning({
      title: translate('team.disabledDialog.title'),
      content: message ?? translate('error.USER_DISABLED'),
      onOk: () => {
        isDialogOpen = false;
        goToLogin();
      },
    });
  } else {
    isDialogOpen = true;
    showBlockingWarning({
      title: translate('http.warningTitle'),
      content: translate('http.sessionReplaced'),
      onOk: () => {
        isDialogOpen = false;
        goToLogin();
      },
    });
  }
}
