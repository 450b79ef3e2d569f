import { STORAGE_KEYS } from '@sc/contract';
import { paths } from './paths';
import type { KeyValueStore } from './storage';

/** Remembers where a signed-out visitor wanted to go (path and full address with query). */
export function saveReturnUrl(store: KeyValueStore, returnTo: { head: string; full: string }): void {
  store.set(STORAGE_KEYS.buyerUrlHead, returnTo.head);
  store.set(STORAGE_KEYS.buyerUrl, returnTo.full);
}

/** Where to go after login: the saved address (cleared once read) or `fallback`. */
export function takeReturnUrl(store: KeyValueStore, fallback: string): string {
  const saved = store.get(STORAGE_KEYS.buyerUrl);
  store.remove(STORAGE_KEYS.buyerUrl);
  store.remove(STORAGE_KEYS.buyerUrlHead);
  // Only same-site paths: never an absolute or protocol-relative address.
  if (saved === null || !saved.startsWith('/') || saved.startsWith('//') || saved.startsWith('/\\')) {
    return fallback;
  }
  if (saved.toLowerCase().startsWith(paths.login.toLowerCase())) return fallback;
  return saved;
}
