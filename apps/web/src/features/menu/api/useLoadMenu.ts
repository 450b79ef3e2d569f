import { type MenuList, menuCalls } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sessionStore } from '../../../lib/session';

/** The role-based menu of the signed-in user (menu/list). */
export function fetchMenuList(options: { notify?: boolean } = {}): Promise<MenuList> {
  return apiCall(menuCalls.menu, {}, options);
}

/** Fetches the menu after login and stores it; the menu-driven routes are built from storage. */
export function useLoadMenu() {
  return useMutation<MenuList, Error, void>({
    mutationFn: () => fetchMenuList({ notify: false }),
    onSuccess: (menu) => sessionStore.saveMenu(menu),
  });
}
