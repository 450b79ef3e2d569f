import { loadFullCatalog } from '../lib/i18n';
import { lazyPage } from '../lib/lazyPage';

// Ant Design's providers load with the rest of the UI catalog: every page but the sign-in form
// renders inside them, so the sign-in page draws without either. Use under a Suspense boundary.
const loadModule = () =>
  Promise.all([import('./AntdProviders'), loadFullCatalog()]).then(([module]) => module);

/** Fetches Ant Design's providers and the full catalog ahead (idle time on the sign-in page). */
export const loadAntdProviders = (): Promise<unknown> => loadModule();

/** The data cache and Ant Design's providers (a form of the sign-in page built with Ant Design). */
export const LazyAntdProviders = lazyPage(() => loadModule().then((module) => module.AntdProviders));
