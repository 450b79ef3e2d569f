import { lazyPage } from '../../lib/lazyPage';
import { prefetchWhenIdle } from '../../lib/prefetchWhenIdle';
import { loadHomeLayout } from './firstPageLoaders';

/**
 * The login page, its own chunk and the only page of the first load (see AppFrame). Once it is
 * there, the shell it leads to loads while the user types.
 */
export const LoginPage = lazyPage(() =>
  import('../../areas/supplier/login/LoginPage').then((m) => {
    prefetchWhenIdle(loadHomeLayout);
    return m.LoginPage;
  }),
);
