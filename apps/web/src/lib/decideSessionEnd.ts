import type { LogoutReason } from './appEvents';

/** What to do when the session ends for `reason` (SPEC 8, HTTP 401 and socket session end). */
export type SessionEndAction =
  | 'ignore'
  | 'redirect'
  | 'dialog'
  | 'passwordChanged'
  | 'suspended'
  | 'disabled';

export function decideSessionEnd(input: {
  reason: LogoutReason;
  isLoggedIn: boolean;
  isDialogOpen: boolean;
  loginType: string | null;
}): SessionEndAction {
  // Already handled: several calls failing at once lead to one dialog only.
  if (input.isDialogOpen || !input.isLoggedIn) return 'ignore';
  if (input.reason === 'password_changed') return 'passwordChanged';
  // The company was suspended: the user must read why, whatever the login type.
  if (input.reason === 'suspended') return 'suspended';
  // The company's administrator disabled the user: they must read it, whatever the login type.
  if (input.reason === 'disabled') return 'disabled';
  if (input.reason === 'logout' || input.loginType === '1') return 'redirect';
  return 'dialog';
}
