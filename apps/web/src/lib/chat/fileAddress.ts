/**
 * When a signed file address stops working (its `exp`, seconds since the epoch), in milliseconds;
 * null for an address without one (e.g. a local blob: preview).
 */
export function addressExpiresAt(url: string): number | null {
  const match = /[?&]exp=(\d+)/.exec(url);
  return match ? Number(match[1]) * 1000 : null;
}

/** Whether an address has expired or will within `marginMs` (opening it then would be refused). */
export function isAddressStale(url: string, now = Date.now(), marginMs = 30_000): boolean {
  const expiresAt = addressExpiresAt(url);
  return expiresAt !== null && expiresAt - marginMs <= now;
}
