import { useSyncExternalStore } from 'react';
import { type BuyerSessionSnapshot, buyerSessionStore } from './buyerSession';

/** The buyer session; re-renders on sign-in, sign-out and changes from another tab. */
export function useBuyerSession(): BuyerSessionSnapshot {
  return useSyncExternalStore(buyerSessionStore.subscribe, buyerSessionStore.get, buyerSessionStore.get);
}
