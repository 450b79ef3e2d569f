import { afterEach, describe, expect, it, vi } from 'vitest';
import { Caches, defineCache } from './caches.js';

const counts = defineCache<number>({ name: 'counts', ttlMs: 1000, maxEntries: 2 });

afterEach(() => vi.useRealTimers());

describe('caches', () => {
  it('computes a key once for simultaneous requests, again after its time', async () => {
    vi.useFakeTimers();
    const cache = new Caches().of(counts);
    const load = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the result of a lazy query, not the query (a Drizzle builder runs again at each await)', async () => {
    const cache = new Caches().of(counts);
    let runs = 0;
    // What `db.select()…` returns: a thenable that sends its statement each time it is awaited.
    const lazyQuery = () => ({
      // biome-ignore lint/suspicious/noThenProperty: a stand-in for Drizzle's QueryPromise
      then: <R>(resolve: (value: number) => R) => {
        runs += 1;
        return Promise.resolve(resolve(runs));
      },
    });
    const load = () => lazyQuery() as unknown as Promise<number>;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a failure at once', async () => {
    const cache = new Caches().of(counts);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 8)).toBe(8);
  });

  it('keeps each app’s entries apart', async () => {
    await new Caches().of(counts).get('a', async () => 1);
    expect(await new Caches().of(counts).get('a', async () => 2)).toBe(2);
  });
});
