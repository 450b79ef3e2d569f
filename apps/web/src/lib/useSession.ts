import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, sessionStore } from './session';

/** The current session; re-renders when it changes (login, logout, another tab). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
