import type { MenuEntry } from '@sc/contract';
import { findMenuPage, homePathOf } from './menuTree';

/** What a permission change touches, passed in so the rule is testable without a browser. */
export type PermissionsSyncDeps = {
  /** menu/list, as the server now answers it. */
  fetchMenu: () => Promise<MenuEntry[]>;
  /** The stored menu the routes are built from. */
  readMenu: () => MenuEntry[];
  saveMenu: (menu: MenuEntry[]) => void;
  /** Refetches what is on screen (the role list, the page's data) and marks the rest stale. */
  invalidateQueries: () => Promise<void>;
  currentPath: () => string;
  /** Settles once the router is there (a data router navigates asynchronously). */
  navigate: (to: string) => void | Promise<void>;
  notify: (what: 'changed' | 'pageGone') => void;
};

/**
 * After the server says the user's permissions changed: fetches the menu again and stores it (the
 * side menu and routes follow), refreshes the cached data, and when the page on screen is no longer
 * in the menu goes to the user's home page, saying why. Nobody is signed out.
 */
export async function syncPermissions(deps: PermissionsSyncDeps): Promise<void> {
  await applyMenu(deps, await deps.fetchMenu());
}

/**
 * After the socket reconnects, a `permissions:changed` sent while it was away was missed: the menu
 * and the permission codes are fetched again and, only when either differs from what the portal
 * holds, applied as `syncPermissions` does (with its message). Unchanged, nothing is touched.
 */
export async function syncPermissionsIfChanged(
  deps: PermissionsSyncDeps & {
    /** Fetches the permission codes again; true when they differ from those held before. */
    refetchPermissions: () => Promise<boolean>;
  },
): Promise<void> {
  const [menu, permissionsChanged] = await Promise.all([deps.fetchMenu(), deps.refetchPermissions()]);
  if (!permissionsChanged && JSON.stringify(menu) === JSON.stringify(deps.readMenu())) return;
  await applyMenu(deps, menu);
}

async function applyMenu(deps: PermissionsSyncDeps, menu: MenuEntry[]): Promise<void> {
  const path = deps.currentPath();
  const wasMenuPage = findMenuPage(deps.readMenu(), path) !== null;
  const isGone = wasMenuPage && findMenuPage(menu, path) === null;
  // Leave first, so the routes rebuilt from the new menu never render the page that went away.
  if (isGone) await deps.navigate(homePathOf(menu));
  deps.saveMenu(menu);
  deps.notify(isGone ? 'pageGone' : 'changed');
  await deps.invalidateQueries();
}
