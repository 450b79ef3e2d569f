import { TIMINGS } from '@sc/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withFullCatalog } from './i18n';
import { isLoadOnce } from './loadOnce';
import { loadWithTimeout } from './loadWithTimeout';

/**
 * A thenable that calls back at once: React.lazy takes the module in the same render instead of
 * suspending on it.
 */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is the point
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * A lazily loaded page whose chunk fails with ChunkLoadError after 120 s or on a load error. Given a
 * `loadOnce` loader that has already loaded (fetched ahead of the render), the page renders at once:
 * suspending on code that is there would commit the Suspense fallback for a moment, and React then
 * holds the page back up to 300 ms after that fallback (its throttle of revealed content).
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => {
    const loaded = isLoadOnce(load) ? load.current : undefined;
    if (loaded) return settled({ default: loaded });
    return loadWithTimeout(load, TIMINGS.chunkLoadTimeoutMs).then((component) => ({ default: component }));
  });
}

/**
 * A lazily loaded page or part of the signed-in app beyond its first screen (the home page's greeting
 * and shell): it renders once its code and the whole UI catalog are there (the first screen draws with
 * a part of it: loadShellCatalog).
 */
export function lazyAppPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazyPage(withFullCatalog(load));
}
