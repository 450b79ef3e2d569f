import { lazyPage } from '../../lib/lazyPage';
import { loadOnce } from '../../lib/loadOnce';

/**
 * The login page's code, its own chunk and the only page of the first load (see AppFrame, which
 * fetches the app it leads to while the user types).
 */
export const loadLoginPage = loadOnce(() =>
  import('../../areas/supplier/login/LoginPage').then((m) => m.LoginPage),
);

export const LoginPage = lazyPage(loadLoginPage);
