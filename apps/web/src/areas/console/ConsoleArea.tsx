import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useConsoleSession } from '../../lib/console/consoleSession';
import { useConsoleLive } from '../../lib/console/useConsoleLive';
import { consolePaths } from '../../lib/paths';
import { ConsoleAccountPage } from './account/ConsoleAccountPage';
import { ConsoleAuditPage } from './audit/ConsoleAuditPage';
import { ConsoleBillingPage } from './billing/ConsoleBillingPage';
import { ConsoleBuyersPage } from './buyers/ConsoleBuyersPage';
import { ConsoleCataloguePage } from './catalogue/ConsoleCataloguePage';
import { mayOpenSection, sectionsFor } from './consoleSections';
import { ConsoleContentPage } from './content/ConsoleContentPage';
import { ConsoleCredentialsPage } from './credentials/ConsoleCredentialsPage';
import { decideConsoleGuard } from './decideConsoleGuard';
import { ConsoleImportsPage } from './imports/ConsoleImportsPage';
import { ConsoleInboxPage } from './inbox/ConsoleInboxPage';
import { ConsoleLoginPage } from './login/ConsoleLoginPage';
import { ConsoleOperatorsPage } from './operators/ConsoleOperatorsPage';
import { ConsoleOverviewPage } from './overview/ConsoleOverviewPage';
import { ConsoleReferralsPage } from './referrals/ConsoleReferralsPage';
import { ConsoleChangeRequestsPage } from './requests/ConsoleChangeRequestsPage';
import { ConsoleRfqPage } from './rfq/ConsoleRfqPage';
import { ConsoleSuppliersPage } from './suppliers/ConsoleSuppliersPage';

// Its own cache: signing in or out of the portal (which clears the portal's cache) leaves it alone.
const consoleQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Everything under /console: the platform team's own session, guard, cache, connection and pages. */
export function ConsoleArea() {
  const { isSignedIn, permissions } = useConsoleSession();
  // Session ended (disabled, signed in elsewhere) and role changes reach the console at once.
  useConsoleLive();
  // Every team member starts at the first section they may use (the overview, for most).
  const home = sectionsFor(permissions)[0]?.to ?? consolePaths.login;
  const guarded = (to: string, page: ReactElement) =>
    mayOpenSection(permissions, to) ? page : <Navigate to={home} replace />;
  const location = useLocation();
  useEffect(() => {
    if (!isSignedIn) consoleQueryClient.clear();
  }, [isSignedIn]);
  const element = useRoutes([
    { path: 'login', element: <ConsoleLoginPage /> },
    { index: true, element: <Navigate to={home} replace /> },
    { path: 'overview', element: guarded(consolePaths.overview, <ConsoleOverviewPage />) },
    { path: 'inbox', element: guarded(consolePaths.inbox, <ConsoleInboxPage />) },
    { path: 'suppliers', element: guarded(consolePaths.suppliers, <ConsoleSuppliersPage />) },
    { path: 'buyers', element: guarded(consolePaths.buyers, <ConsoleBuyersPage />) },
    { path: 'catalogue', element: guarded(consolePaths.catalogue, <ConsoleCataloguePage />) },
    { path: 'imports', element: guarded(consolePaths.imports, <ConsoleImportsPage />) },
    { path: 'requests', element: <ConsoleChangeRequestsPage /> },
    { path: 'audit', element: <ConsoleAuditPage /> },
    { path: 'operators', element: guarded(consolePaths.operators, <ConsoleOperatorsPage />) },
    // The member's own account: two-factor sign-in.
    {
      path: 'account',
      element: isSignedIn ? <ConsoleAccountPage /> : <Navigate to={consolePaths.login} replace />,
    },
    { path: 'content', element: <ConsoleContentPage /> },
    {
      path: 'billing',
      element: permissions.includes('console:billing') ? (
        <ConsoleBillingPage />
      ) : (
        <Navigate to={home} replace />
      ),
    },
    {
      path: 'referrals',
      element: permissions.includes('console:referrals') ? (
        <ConsoleReferralsPage />
      ) : (
        <Navigate to={home} replace />
      ),
    },
    {
      path: 'credentials',
      element: permissions.includes('console:credentials') ? (
        <ConsoleCredentialsPage />
      ) : (
        <Navigate to={home} replace />
      ),
    },
    {
      path: 'rfq',
      element: permissions.includes('console:rfq') ? <ConsoleRfqPage /> : <Navigate to={home} replace />,
    },
    { path: '*', element: <Navigate to={consolePaths.root} replace /> },
  ]);
  const { redirectTo } = decideConsoleGuard(location.pathname, isSignedIn);
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <QueryClientProvider client={consoleQueryClient}>{element}</QueryClientProvider>;
}
