import type { MenuEntry } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showWarningMessage } from '../../../lib/feedback';
import { translate } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { onPermissionsChanged, onReconnected } from '../../../lib/socketHub';
import { syncPermissions, syncPermissionsIfChanged } from '../permissionsSync';
import { fetchMenuList } from './loadMenu';
import { menuKeys } from './menuKeys';
import { fetchRoleMenu } from './useRoleMenu';

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
 * again and every query refreshed, without signing out (a page no longer allowed goes home). After a
 * reconnect (a change may have been announced while the socket was away) the same happens only when
 * the menu or the permission codes differ.
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
    const deps = {
      fetchMenu: () => fetchMenuList({ notify: false }),
      readMenu: () => sessionStore.get().menu,
      saveMenu: (menu: MenuEntry[]) => sessionStore.saveMenu(menu),
      invalidateQueries: () => queryClient.invalidateQueries(),
      currentPath: () => pathRef.current,
      // The home page must be on screen before the routes change: routes rebuilt under the old
      // page's address would send it to the not-found page.
      navigate: async (to: string) => {
        await navigate(to, { replace: true });
        await until(() => pathRef.current === to);
      },
      notify: (what: 'changed' | 'pageGone') =>
        showWarningMessage(translate(what === 'pageGone' ? 'roles.live.pageGone' : 'roles.live.changed')),
    };
    const refetchPermissions = async () => {
      const held = queryClient.getQueryData(menuKeys.roles());
      const now = await fetchRoleMenu();
      return held !== undefined && JSON.stringify(held) !== JSON.stringify(now);
    };
    const failed = (error: unknown) => console.warn('Menu refresh after a permission change failed', error);
    const refresh = () => syncPermissions(deps).catch(failed);
    const refreshIfChanged = () => syncPermissionsIfChanged({ ...deps, refetchPermissions }).catch(failed);
    const stopChanges = onPermissionsChanged(() => {
      running = running.then(refresh);
    });
    const stopReconnects = onReconnected(() => {
      running = running.then(refreshIfChanged);
    });
    return () => {
      stopChanges();
      stopReconnects();
    };
  }, [isEnabled, queryClient, navigate]);
}
