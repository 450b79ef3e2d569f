import type { BuyerLoginResult } from '@sc/contract';
import { type KeyValueStore, local } from '../../../lib/storage';

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

/** The buyer session in one storage area, with change notification for React. */
export function createBuyerSessionStore(store: KeyValueStore) {
  const listeners = new Set<() => void>();
  let snapshot: BuyerSessionSnapshot | null = null;
  function changed() {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  }
  return {
    get(): BuyerSessionSnapshot {
      snapshot ??= readBuyerSession(store);
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refresh: changed,
    saveLogin(result: BuyerLoginResult) {
      store.set(BUYER_STORAGE_KEYS.token, result.access_token);
      store.set(BUYER_STORAGE_KEYS.adminCode, result.adminCode);
      store.set(BUYER_STORAGE_KEYS.buyerId, String(result.buyerId));
      store.set(BUYER_STORAGE_KEYS.name, result.realName);
      store.set(BUYER_STORAGE_KEYS.email, result.email);
      changed();
    },
    clear() {
      for (const key of Object.values(BUYER_STORAGE_KEYS)) store.remove(key);
      changed();
    },
  };
}
export type BuyerSessionStore = ReturnType<typeof createBuyerSessionStore>;

/** The browser's buyer session (localStorage, so every tab shares it). */
export const buyerSessionStore: BuyerSessionStore = createBuyerSessionStore(local);

const watchedKeys = new Set<string>(Object.values(BUYER_STORAGE_KEYS));
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && (event.key === null || watchedKeys.has(event.key))) {
      buyerSessionStore.refresh();
    }
  });
}
