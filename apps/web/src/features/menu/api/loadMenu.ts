import type { MenuList } from '@sc/contract';
import { apiCall } from '../../../lib/http';
import { sessionStore } from '../../../lib/session';

/** The role-based menu of the signed-in user (menu/list). */
export async function fetchMenuList(options: { notify?: boolean } = {}): Promise<MenuList> {
  // The call's schemas (zod) load with the first fetch (after signing in), not with the sign-in page.
  const { menuCalls } = await import('./menuCalls');
  return apiCall(menuCalls.menu, {}, options);
}

/** Fetches the menu after login and stores it; the menu-driven routes are built from storage. */
export async function loadMenu(): Promise<MenuList> {
  const menu = await fetchMenuList({ notify: false });
  sessionStore.saveMenu(menu);
  return menu;
}
