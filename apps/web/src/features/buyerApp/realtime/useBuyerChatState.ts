import { useSyncExternalStore } from 'react';
import { type BuyerChatState, buyerChatState } from './buyerChatClient';

/** The buyer's connection state and unsent messages; re-renders when either changes. */
export function useBuyerChatState(): BuyerChatState {
  return useSyncExternalStore(buyerChatState.subscribe, buyerChatState.get, buyerChatState.get);
}
