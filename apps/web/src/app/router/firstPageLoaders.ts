import { loadOnce } from '../../lib/loadOnce';

// Loaders of the signed-in shell and of the home page, in the first screen's chunk: AppFrame fetches
// them ahead on a signed-in first load and the sign-in page while the user types, and the routes
// render them with the same loaders (lazyPage), at once when they are there.
export const loadHomeLayout = loadOnce(() => import('../layouts/HomeLayout').then((m) => m.HomeLayout));
export const loadWelcomePage = loadOnce(() =>
  import('../../areas/supplier/welcome/WelcomePage').then((m) => m.WelcomePage),
);
