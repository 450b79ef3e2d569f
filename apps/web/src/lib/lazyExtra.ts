import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withFullCatalog } from './i18n';

/**
 * A part of the page that the first screen does not need (a launcher, a dialog, a drawer), loaded
 * with its own chunk when first rendered. It is not worth a crash: if its code cannot load, a
 * warning is logged and it renders nothing.
 */
export function lazyExtra<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    withFullCatalog(load)()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        console.warn(`${name} code failed to load`, error);
        return { default: () => null };
      }),
  );
}
