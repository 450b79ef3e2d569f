import { describe, expect, it, vi } from 'vitest';
import { isLoadOnce, loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once for every caller and keeps what it loaded', async () => {
    const load = vi.fn(async () => 'module');
    const loader = loadOnce(load);
    expect(loader.current).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect([first, second, await loader()]).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.current).toBe('module');
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.current).toBeUndefined();
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells its loaders from plain load functions', () => {
    expect(isLoadOnce(loadOnce(async () => 1))).toBe(true);
    expect(isLoadOnce(async () => 1)).toBe(false);
  });
});
