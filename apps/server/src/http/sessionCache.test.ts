import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from './caller.js';
import { SessionCache } from './sessionCache.js';

const caller = (sessionId: number, userId: number): Caller => ({
  sessionId,
  userId,
  kind: 'supplier',
  supplierId: 1,
  buyerId: null,
  adminCode: 'CODE',
  email: 'a@b.test',
  realName: 'A',
  permissions: new Set(),
  ownScope: new Set(),
});
const later = new Date(Date.now() + 3_600_000);

afterEach(() => vi.useRealTimers());

describe('session cache', () => {
  it('remembers a token for its time to live, and never past the session’s expiry', () => {
    vi.useFakeTimers();
    const cache = new SessionCache(3000);
    cache.set('a', caller(1, 1), later);
    cache.set('b', caller(2, 2), new Date(Date.now() + 1000));
    vi.advanceTimersByTime(1500);
    expect(cache.get('a')?.sessionId).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    vi.advanceTimersByTime(1600);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets ended sessions by id or by user', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', caller(1, 10), later);
    cache.set('b', caller(2, 10), later);
    cache.set('c', caller(3, 11), later);
    cache.forget({ sessionIds: [3] });
    expect(cache.get('c')).toBeUndefined();
    cache.forget({ userId: 10 });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('stores nothing when turned off, and drops the oldest entry when full', () => {
    const off = new SessionCache(0);
    off.set('a', caller(1, 1), later);
    expect(off.get('a')).toBeUndefined();
    const small = new SessionCache(60_000, 2);
    small.set('a', caller(1, 1), later);
    small.set('b', caller(2, 2), later);
    small.set('c', caller(3, 3), later);
    expect([small.get('a'), small.get('b')?.sessionId, small.get('c')?.sessionId]).toEqual([undefined, 2, 3]);
  });
});
