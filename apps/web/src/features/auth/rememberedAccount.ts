import { STORAGE_KEYS } from '@sc/contract';
import { local } from '../../lib/storage';

// Only the account (email) is remembered, never the password: storing a password in the browser
// would hand it to anyone with access to the device or to a script injected into the page.

export function readRememberedAccount(): string {
  return local.get(STORAGE_KEYS.rememberAccount) ?? '';
}

/** Stores the email when "Remember account" is ticked, forgets it otherwise. */
export function rememberAccount(email: string, isRemembered: boolean): void {
  if (isRemembered && email) local.set(STORAGE_KEYS.rememberAccount, email);
  else local.remove(STORAGE_KEYS.rememberAccount);
}
