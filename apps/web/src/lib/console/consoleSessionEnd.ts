import type { SessionEndReason } from '@sc/contract';
import { session } from '../storage';

// Why the console's last session ended, kept for this tab until the next sign-in, so the sign-in
// page can say it (also after a reload): the console goes to that page the moment it happens.

const KEY = 'consoleSessionEnded';

/** What the console knows of an ended session: the server's reason, or `ended` after a 401. */
export type ConsoleSessionEnd = SessionEndReason | 'ended';

const REASONS: readonly ConsoleSessionEnd[] = [
  'replaced',
  'logout',
  'password_changed',
  'expired',
  'suspended',
  'disabled',
  'ended',
];

export function rememberConsoleSessionEnd(reason: ConsoleSessionEnd): void {
  session.set(KEY, reason);
}

/** The reason of the last ended session of this tab, if it has not been signed in since. */
export function readConsoleSessionEnd(): ConsoleSessionEnd | null {
  const value = session.get(KEY);
  return REASONS.find((reason) => reason === value) ?? null;
}

export function forgetConsoleSessionEnd(): void {
  session.remove(KEY);
}
