import { TIMINGS } from '@sc/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadWithTimeout } from './loadWithTimeout';

/** A lazily loaded page whose chunk fails with ChunkLoadError after 120 s or on a load error. */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    loadWithTimeout(load, TIMINGS.chunkLoadTimeoutMs).then((component) => ({ default: component })),
  );
}
