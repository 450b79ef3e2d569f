import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useConsoleSession } from '../../lib/console/consoleSession';
import { consolePaths } from '../../lib/paths';
import { ConsoleAuditPage } from './audit/ConsoleAuditPage';
import { ConsoleBillingPage } from './billing/ConsoleBillingPage';
import { sectionsFor } from './consoleSections';
import { ConsoleContentPage } from './content/ConsoleContentPage';
import { ConsoleCredentialsPage } from './credentials/ConsoleCredentialsPage';
import { decideConsoleGuard } from './decideConsoleGuard';
import { ConsoleInboxPage } from './inbox/ConsoleInboxPage';
import { ConsoleLoginPage } from './login/ConsoleLoginPage';
import { ConsoleReferralsPage } from './referrals/ConsoleReferralsPage';
import { ConsoleChangeRequestsPage } from './requests/ConsoleChangeRequestsPage';
import { ConsoleRfqPage } from './rfq/ConsoleRfqPage';

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
  // A team member without the support inbox starts at the first section they may use.
  const home = sectionsFor(permissions)[0]?.to ?? consolePaths.root;
  const location = useLocation();
  useEffect(() => {
    if (!isSignedIn) consoleQueryClient.clear();
  }, [isSignedIn]);
  const element = useRoutes([
    { path: 'login', element: <ConsoleLoginPage /> },
    {
      index: true,
      element: home === consolePaths.root ? <ConsoleInboxPage /> : <Navigate to={home} replace />,
    },
    { path: 'requests', element: <ConsoleChangeRequestsPage /> },
    { path: 'audit', element: <ConsoleAuditPage /> },
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
