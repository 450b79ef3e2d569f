import type { BuyerLoginResult } from '@sc/contract';
import type { KeyValueStore } from '../../../lib/storage';
import { createStoredSession } from '../../../lib/storedSession';

/** The buyer's own storage keys: a buyer session never touches the supplier portal's keys. */
export const BUYER_STORAGE_KEYS = {
  token: 'buyerToken',
  adminCode: 'buyerAdminCode',
  buyerId: 'buyerId',
  name: 'buyerName',
  email: 'buyerEmail',
} as const;

/** Who is signed in to the buyers' app. */
export type BuyerSessionSnapshot = {
  isSignedIn: boolean;
  token: string | null;
  adminCode: string | null;
  buyerId: number | null;
  name: string;
  email: string;
};

export function readBuyerSession(store: KeyValueStore): BuyerSessionSnapshot {
  const token = store.get(BUYER_STORAGE_KEYS.token) || null;
  const adminCode = store.get(BUYER_STORAGE_KEYS.adminCode) || null;
  const buyerId = Number(store.get(BUYER_STORAGE_KEYS.buyerId));
  return {
    isSignedIn: token !== null && adminCode !== null,
    token,
    adminCode,
    buyerId: Number.isInteger(buyerId) && buyerId > 0 ? buyerId : null,
    name: store.get(BUYER_STORAGE_KEYS.name) ?? '',
    email: store.get(BUYER_STORAGE_KEYS.email) ?? '',
  };
}

/** The browser's buyer session (localStorage, so every tab shares it). */
export const buyerSessionStore = createStoredSession<BuyerSessionSnapshot, BuyerLoginResult>({
  keys: BUYER_STORAGE_KEYS,
  read: readBuyerSession,
  entriesOf: (result) => [
    [BUYER_STORAGE_KEYS.token, result.access_token],
    [BUYER_STORAGE_KEYS.adminCode, result.adminCode],
    [BUYER_STORAGE_KEYS.buyerId, String(result.buyerId)],
    [BUYER_STORAGE_KEYS.name, result.realName],
    [BUYER_STORAGE_KEYS.email, result.email],
  ],
});
export type BuyerSessionStore = typeof buyerSessionStore;
