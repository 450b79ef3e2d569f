import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppFrame } from './AppFrame';

// A data router only so forms can block navigation (useBlocker); the routes themselves stay
// descendant routes built from the session's menu by <AppRoutes>.
const router = createBrowserRouter([{ path: '*', element: <AppFrame /> }]);

/** The whole web app: the history-mode router; providers and routes come with <AppFrame>. */
export function App() {
  return <RouterProvider router={router} />;
}
