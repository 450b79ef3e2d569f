import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { installPrebuiltAntdStyles } from '../components/prebuiltAntdStyles';
import { RouteBoundary } from '../components/RouteBoundary';
import { startHomeCalls } from '../features/home/api/earlyHomeCalls';
import { appEvents } from '../lib/appEvents';
import { preloadHttp } from '../lib/httpLibrary';
import { loadShellCatalog } from '../lib/i18n';
import { lazyPage } from '../lib/lazyPage';
import { loadOnce } from '../lib/loadOnce';
import { paths } from '../lib/paths';
import { prefetchWhenIdle } from '../lib/prefetchWhenIdle';
import styles from './AppFrame.module.css';
import { loadHomeLayout, loadWelcomePage } from './router/firstPageLoaders';
import { LoginPage, loadLoginPage } from './router/loginPage';

// Everything but the sign-in page (Ant Design, the data cache, the routes built from the menu) loads
// with the rest of the UI catalog and Ant Design's prebuilt styles (there before its first render, which
// reads them), so the sign-in page draws with none of them.
const loadFullApp = loadOnce(() =>
  Promise.all([import('./FullApp'), loadShellCatalog(), installPrebuiltAntdStyles()]).then(
    ([module]) => module.FullApp,
  ),
);
const FullApp = lazyPage(loadFullApp);

/**
 * Fetches the first screen's code. Opened on another page than /login (a signed-in reload, a deep
 * link): the full app at once, alongside the first render, instead of after it — and the signed-in
 * shell and on the home page its page, which the full app would otherwise ask for only once it runs
 * (one round trip after another). On the home page its first calls too, without the HTTP library (plain
 * fetch: earlyHomeCalls), which then loads after the page is drawn; on another page that library, which
 * its first call would otherwise fetch only then. On /login, the login page (index.html announces it,
 * so it comes with the entry).
 */
function loadFirstScreen(pathname: string): Promise<unknown> {
  if (pathname === paths.login) return loadLoginPage();
  const loads: Promise<unknown>[] = [loadFullApp(), loadHomeLayout()];
  if (pathname === paths.home) {
    loads.push(loadWelcomePage());
    startHomeCalls();
  } else preloadHttp().catch(() => undefined);
  return Promise.all(loads);
}

/** How long the first render waits for the first screen's code before it draws the page's loader. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Settles when the first screen's code is there. The first render waits for it, so it draws the page
 * at once instead of committing a loader, suspending and rendering the whole tree again (on a
 * signed-in /index: the loader, then the shell, then the page, each a render and a paint). It waits
 * FIRST_SCREEN_WAIT_MS at most, and a failed load settles too: the route then shows its loader, and its
 * error when the load fails or times out (SPEC 8), as for any page.
 */
export const firstScreenLoaded: Promise<unknown> =
  typeof window !== 'undefined'
    ? Promise.race([
        loadFirstScreen(window.location.pathname),
        new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
      ]).catch(() => undefined)
    : Promise.resolve();

/** The sign-in page alone: library requests to navigate still go through the router. */
function SignInOnly() {
  const navigate = useNavigate();
  useEffect(() => appEvents.on('navigate', ({ to, replace }) => navigate(to, { replace })), [navigate]);
  // The app it leads to loads while the visitor types (or once the page is idle).
  useEffect(() => prefetchWhenIdle(loadFullApp), []);
  return (
    <div className={styles.plainApp}>
      <RouteBoundary>
        <LoginPage />
      </RouteBoundary>
    </div>
  );
}

/**
 * A first load of /login renders without Ant Design; any other path brings the full app, which then
 * stays (signed out, /login renders inside it): a dialog shown on the way out, such as "signed in on
 * another device", lives in Ant Design's <App> and must outlive the move to /login.
 */
export function AppFrame() {
  const { pathname } = useLocation();
  const [isFullApp, setFullApp] = useState(pathname !== paths.login);
  if (!isFullApp && pathname !== paths.login) setFullApp(true);
  if (!isFullApp) return <SignInOnly />;
  return (
    <Suspense fallback={<PageLoader />}>
      <FullApp />
    </Suspense>
  );
}
