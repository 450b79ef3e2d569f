import { apiPaths, type RoleMenu, RoleMenuSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const roleMenuQueryKey = ['menu', 'roles'] as const;

/** The user's roles and permission codes (menu/role/list). */
export function fetchRoleMenu(signal?: AbortSignal): Promise<RoleMenu> {
  return apiPost(
    apiPaths.roleMenuList,
    {},
    { schema: RoleMenuSchema, overlay: false, notify: false, signal },
  );
}

/** The signed-in user's roles and permissions. */
export function useRoleMenu() {
  return useQuery({
    queryKey: roleMenuQueryKey,
    queryFn: ({ signal }) => fetchRoleMenu(signal),
    staleTime: 5 * 60_000,
  });
}
