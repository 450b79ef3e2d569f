import type { StaffLoginResult } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import type { KeyValueStore } from '../../../lib/storage';
import { createStoredSession } from '../../../lib/storedSession';

/** The console's own storage keys: a console session never touches the portal's or the buyers' keys. */
export const CONSOLE_STORAGE_KEYS = {
  token: 'consoleToken',
  adminId: 'consoleAdminId',
  realName: 'consoleRealName',
  email: 'consoleEmail',
} as const;

export type ConsoleSessionSnapshot = {
  isSignedIn: boolean;
  token: string | null;
  realName: string;
  email: string;
};

export function readConsoleSession(store: KeyValueStore): ConsoleSessionSnapshot {
  const token = store.get(CONSOLE_STORAGE_KEYS.token) || null;
  return {
    isSignedIn: token !== null,
    token,
    realName: store.get(CONSOLE_STORAGE_KEYS.realName) ?? '',
    email: store.get(CONSOLE_STORAGE_KEYS.email) ?? '',
  };
}

/** The support team member's session (localStorage, so every tab shares it). */
export const consoleSessionStore = createStoredSession<ConsoleSessionSnapshot, StaffLoginResult>({
  keys: CONSOLE_STORAGE_KEYS,
  read: readConsoleSession,
  entriesOf: (result) => [
    [CONSOLE_STORAGE_KEYS.token, result.access_token],
    [CONSOLE_STORAGE_KEYS.adminId, String(result.adminId)],
    [CONSOLE_STORAGE_KEYS.realName, result.realName],
    [CONSOLE_STORAGE_KEYS.email, result.email],
  ],
});
export type ConsoleSessionStore = typeof consoleSessionStore;

export function useConsoleSession(): ConsoleSessionSnapshot {
  return useSyncExternalStore(
    consoleSessionStore.subscribe,
    consoleSessionStore.get,
    consoleSessionStore.get,
  );
}
