import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';
import { SessionEffects } from './session/SessionEffects';

/** The whole web app: providers, history-mode router, session side effects and routes. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
