import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { appEvents } from '../../lib/appEvents';
import { withFullCatalog } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { useBackSignRefresh } from './useBackSignRefresh';

// Real time is not worth a crash: if its code cannot load, the portal works without it.
// Its notices are worded from the whole catalog, which loads once the first screen is drawn.
const SocketConnection = lazy(() =>
  withFullCatalog(() => import('./SocketConnection'))()
    .then((m) => ({ default: m.SocketConnection }))
    .catch((error: unknown) => {
      console.warn('Socket code failed to load', error);
      return { default: () => null };
    }),
);

/**
 * Keeps side effects in step with the session: the socket follows the token, library requests to
 * navigate go through the router, and a logout drops the previous user's cached data.
 */
export function SessionEffects() {
  const { isLoggedIn, token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useBackSignRefresh();

  useEffect(() => appEvents.on('navigate', ({ to, replace }) => navigate(to, { replace })), [navigate]);

  useEffect(() => appEvents.on('logout', () => queryClient.removeQueries()), [queryClient]);

  if (!isLoggedIn || !token) return null;
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <SocketConnection token={token} />
      </Suspense>
    </AfterFirstPaint>
  );
}
