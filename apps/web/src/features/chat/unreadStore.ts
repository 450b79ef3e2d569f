import { STORAGE_KEYS } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import { local } from '../../lib/storage';

const listeners = new Set<() => void>();

function read(): number {
  const value = Number(local.get(STORAGE_KEYS.messageCount) ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The unread message count kept in localStorage `messageCount` (SPEC 3). */
export const unreadStore = {
  get: read,
  set(count: number) {
    local.set(STORAGE_KEYS.messageCount, String(count));
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.messageCount) for (const listener of [...listeners]) listener();
  });
}

/** The stored unread count; re-renders when it changes (here or in another tab). */
export function useUnreadCount(): number {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, () => 0);
}
