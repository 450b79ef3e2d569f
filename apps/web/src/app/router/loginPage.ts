import { lazyPage } from '../../lib/lazyPage';
import { loadOnce } from '../../lib/loadOnce';
import { prefetchWhenIdle } from '../../lib/prefetchWhenIdle';
import { loadHomeLayout } from './firstPageLoaders';

/**
 * The login page's code, its own chunk and the only page of the first load (see AppFrame). Once it is
 * there, the shell it leads to loads while the user types.
 */
export const loadLoginPage = loadOnce(() =>
  import('../../areas/supplier/login/LoginPage').then((m) => {
    prefetchWhenIdle(loadHomeLayout);
    return m.LoginPage;
  }),
);

export const LoginPage = lazyPage(loadLoginPage);
