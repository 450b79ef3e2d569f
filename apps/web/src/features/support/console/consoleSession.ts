import type { StaffLoginResult } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import { type KeyValueStore, local } from '../../../lib/storage';

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

/** The support team member's session in one storage area, with change notification for React. */
export function createConsoleSessionStore(store: KeyValueStore) {
  const listeners = new Set<() => void>();
  let snapshot: ConsoleSessionSnapshot | null = null;
  function changed() {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  }
  return {
    get(): ConsoleSessionSnapshot {
      snapshot ??= readConsoleSession(store);
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refresh: changed,
    saveLogin(result: StaffLoginResult) {
      store.set(CONSOLE_STORAGE_KEYS.token, result.access_token);
      store.set(CONSOLE_STORAGE_KEYS.adminId, String(result.adminId));
      store.set(CONSOLE_STORAGE_KEYS.realName, result.realName);
      store.set(CONSOLE_STORAGE_KEYS.email, result.email);
      changed();
    },
    clear() {
      for (const key of Object.values(CONSOLE_STORAGE_KEYS)) store.remove(key);
      changed();
    },
  };
}
export type ConsoleSessionStore = ReturnType<typeof createConsoleSessionStore>;

export const consoleSessionStore: ConsoleSessionStore = createConsoleSessionStore(local);

const watchedKeys = new Set<string>(Object.values(CONSOLE_STORAGE_KEYS));
if (typeof window !== 'undefined') {
  // Signed in or out in another tab: follow it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && (event.key === null || watchedKeys.has(event.key))) {
      consoleSessionStore.refresh();
    }
  });
}

export function useConsoleSession(): ConsoleSessionSnapshot {
  return useSyncExternalStore(
    consoleSessionStore.subscribe,
    consoleSessionStore.get,
    consoleSessionStore.get,
  );
}
