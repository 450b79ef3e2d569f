import { STAFF_PERMISSIONS, type StaffLoginResult } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import { type KeyValueStore, local } from '../storage';
import { createStoredSession } from '../storedSession';

/** The console's own storage keys: a console session never touches the portal's or the buyers' keys. */
export const CONSOLE_STORAGE_KEYS = {
  token: 'consoleToken',
  adminId: 'consoleAdminId',
  realName: 'consoleRealName',
  email: 'consoleEmail',
  permissions: 'consolePermissions',
} as const;

export type ConsoleSessionSnapshot = {
  isSignedIn: boolean;
  token: string | null;
  realName: string;
  email: string;
  /** The team member's user id (who asked for a revocation may not confirm it). */
  userId: number | null;
  /** The sections this team member may use (the server checks every call again). */
  permissions: string[];
};

function readPermissions(raw: string | null): string[] {
  // A session stored before permissions were kept: show every section (the server still decides).
  if (raw === null) return [...STAFF_PERMISSIONS];
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function readConsoleSession(store: KeyValueStore): ConsoleSessionSnapshot {
  const token = store.get(CONSOLE_STORAGE_KEYS.token) || null;
  return {
    isSignedIn: token !== null,
    token,
    realName: store.get(CONSOLE_STORAGE_KEYS.realName) ?? '',
    email: store.get(CONSOLE_STORAGE_KEYS.email) ?? '',
    userId: Number(store.get(CONSOLE_STORAGE_KEYS.adminId)) || null,
    permissions: readPermissions(store.get(CONSOLE_STORAGE_KEYS.permissions)),
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
    [CONSOLE_STORAGE_KEYS.permissions, JSON.stringify(result.permissions)],
  ],
});
export type ConsoleSessionStore = typeof consoleSessionStore;

/**
 * The signed-in member's permissions changed (their role, live): the console's sections follow at
 * once, in every tab. The server has checked every call with the new ones already.
 */
export function updateConsolePermissions(permissions: readonly string[], store: KeyValueStore = local): void {
  if (!consoleSessionStore.get().isSignedIn) return;
  store.set(CONSOLE_STORAGE_KEYS.permissions, JSON.stringify(permissions));
  consoleSessionStore.refresh();
}

export function useConsoleSession(): ConsoleSessionSnapshot {
  return useSyncExternalStore(
    consoleSessionStore.subscribe,
    consoleSessionStore.get,
    consoleSessionStore.get,
  );
}
