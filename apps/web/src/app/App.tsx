import { createBrowserRouter, RouterProvider } from 'react-router';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';
import { SessionEffects } from './session/SessionEffects';

// A data router only so forms can block navigation (useBlocker); the routes themselves stay
// descendant routes built from the session's menu by <AppRoutes>.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <UnsavedChangesGuard>
        <SessionEffects />
        <AppRoutes />
      </UnsavedChangesGuard>
    ),
  },
]);

/** The whole web app: providers, history-mode router, session side effects and routes. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
