import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { useConsoleSession } from '../../features/support/console/consoleSession';
import { consolePaths } from '../../lib/paths';
import { decideConsoleGuard } from './decideConsoleGuard';
import { ConsoleInboxPage } from './inbox/ConsoleInboxPage';
import { ConsoleLoginPage } from './login/ConsoleLoginPage';

// Its own cache: signing in or out of the portal (which clears the portal's cache) leaves it alone.
const consoleQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Everything under /console: the support team's own session, guard, cache, connection and pages. */
export function ConsoleArea() {
  const { isSignedIn } = useConsoleSession();
  const location = useLocation();
  useEffect(() => {
    if (!isSignedIn) consoleQueryClient.clear();
  }, [isSignedIn]);
  const element = useRoutes([
    { path: 'login', element: <ConsoleLoginPage /> },
    { index: true, element: <ConsoleInboxPage /> },
    { path: '*', element: <Navigate to={consolePaths.root} replace /> },
  ]);
  const { redirectTo } = decideConsoleGuard(location.pathname, isSignedIn);
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <QueryClientProvider client={consoleQueryClient}>{element}</QueryClientProvider>;
}
