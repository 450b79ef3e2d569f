import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithTimeout } from './loadWithTimeout';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the loaded module', async () => {
    await expect(loadWithTimeout(async () => ({ default: 'page' }), 1000)).resolves.toEqual({
      default: 'page',
    });
  });

  it('rejects with a ChunkLoadError when loading takes too long', async () => {
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('does not time out a load that finished in time', async () => {
    const pending = loadWithTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), 500)),
      1000,
    );
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toBe('ok');
  });

  it('wraps a failed import in a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
