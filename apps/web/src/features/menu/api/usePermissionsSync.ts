import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showWarningMessage } from '../../../lib/feedback';
import { translate } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { syncPermissions } from '../permissionsSync';
import { fetchMenuList } from './loadMenu';

/**
 * Resolves once `isDone()` holds, checking every frame; gives up after 15 seconds (the home page's
 * code may have to load first: the router shows it only then).
 */
function until(isDone: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => (isDone() || Date.now() - started > 15_000 ? resolve() : setTimeout(check, 16));
    check();
  });
}

/**
 * While signed in, follows the socket's `permissions:changed`: the menu and routes are fetched
 * again and every query refreshed, without signing out (a page no longer allowed goes home).
 */
export function usePermissionsSync(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The address on screen, as last committed (a router transition may still be rendering).
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    if (!isEnabled) return;
    // One refresh at a time: a second change while one runs fetches again after it.
    let running: Promise<void> = Promise.resolve();
    const refresh = () =>
      syncPermissions({
        fetchMenu: () => fetchMenuList({ notify: false }),
        readMenu: () => sessionStore.get().menu,
        saveMenu: (menu) => sessionStore.saveMenu(menu),
        invalidateQueries: () => queryClient.invalidateQueries(),
        currentPath: () => pathRef.current,
        // The home page must be on screen before the routes change: routes rebuilt under the old
        // page's address would send it to the not-found page.
        navigate: async (to) => {
          await navigate(to, { replace: true });
          await until(() => pathRef.current === to);
        },
        notify: (what) =>
          showWarningMessage(translate(what === 'pageGone' ? 'roles.live.pageGone' : 'roles.live.changed')),
      }).catch((error: unknown) => console.warn('Menu refresh after a permission change failed', error));
    let isActive = true;
    let unsubscribe = () => {};
    // The socket code loads lazily (it keeps the login page light): listen once it is there.
    void import('../../../lib/socket').then(({ onPermissionsChanged }) => {
      if (!isActive) return;
      unsubscribe = onPermissionsChanged(() => {
        running = running.then(refresh);
      });
    });
    return () => {
      isActive = false;
      unsubscribe();
    };
  }, [isEnabled, queryClient, navigate]);
}
