import { loadOnce } from '../../lib/loadOnce';

// Loaders of the signed-in shell and of the home page, in the first screen's chunk: AppFrame fetches
// them ahead on a signed-in first load and the sign-in page while the user types, and the routes
// render them with the same loaders (lazyPage), at once when they are there. All three come through one
// module (signedInScreen.ts), which the full app comes through too.
export const loadSignedInScreen = () => import('../signedInScreen');
export const loadHomeLayout = loadOnce(() => loadSignedInScreen().then((m) => m.HomeLayout));
export const loadWelcomePage = loadOnce(() => loadSignedInScreen().then((m) => m.WelcomePage));
