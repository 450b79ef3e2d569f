import { AFFILIATE_LIMITS, normalizeInviteCode } from '@sc/contract';
import { type KeyValueStore, local, readJson } from './storage';

const CODE_KEY = 'sc.invite';
const VISITOR_KEY = 'sc.inviteVisitor';
const DAY_MS = 86_400_000;

type StoredInvite = { code: string; expiresAt: number };

/**
 * Keeps an invitation link's code on this device for 30 days (a later sign-up still carries it).
 * Returns the code kept, or null when `raw` is not a code (nothing is changed then).
 */
export function keepInviteCode(
  raw: string | null,
  now = Date.now(),
  store: KeyValueStore = local,
): string | null {
  const code = normalizeInviteCode(raw);
  if (!code) return null;
  const stored: StoredInvite = { code, expiresAt: now + AFFILIATE_LIMITS.keptDays * DAY_MS };
  store.set(CODE_KEY, JSON.stringify(stored));
  return code;
}

/** The invitation code this device keeps, or null when none or it has expired (then it is dropped). */
export function keptInviteCode(now = Date.now(), store: KeyValueStore = local): string | null {
  const stored = readJson<Partial<StoredInvite> | null>(store, CODE_KEY, null);
  const code = normalizeInviteCode(stored?.code);
  if (!code || typeof stored?.expiresAt !== 'number' || stored.expiresAt <= now) {
    if (stored) store.remove(CODE_KEY);
    return null;
  }
  return code;
}

/** Forgets the kept code (after a sign-up used it). */
export function forgetInviteCode(store: KeyValueStore = local): void {
  store.remove(CODE_KEY);
}

function randomKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** This device's anonymous visitor key (made once): openings of a link are counted once per device. */
export function inviteVisitorKey(store: KeyValueStore = local): string {
  const existing = store.get(VISITOR_KEY);
  if (existing && /^[\w-]{16,64}$/.test(existing)) return existing;
  const key = randomKey();
  store.set(VISITOR_KEY, key);
  return key;
}
