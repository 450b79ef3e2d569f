import { buyerPaths } from '../../../lib/paths';
import type { KeyValueStore } from '../../../lib/storage';

const RETURN_KEY = 'buyerReturnTo';

/** Remembers the buyers' app page a signed-out visitor asked for. */
export function saveBuyerReturnUrl(store: KeyValueStore, address: string): void {
  store.set(RETURN_KEY, address);
}

/** The remembered page (cleared once read), only when it is inside the buyers' app; else the fallback. */
export function takeBuyerReturnUrl(store: KeyValueStore, fallback: string = buyerPaths.root): string {
  const saved = store.get(RETURN_KEY);
  store.remove(RETURN_KEY);
  if (saved === null) return fallback;
  const path = saved.split(/[?#]/)[0] ?? '';
  const isInside = path === buyerPaths.root || path.startsWith(`${buyerPaths.root}/`);
  if (!isInside || path.startsWith(buyerPaths.login)) return fallback;
  return saved;
}
