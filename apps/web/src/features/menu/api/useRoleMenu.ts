import { menuCalls, type RoleMenu } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { menuKeys } from './menuKeys';

/** The user's roles and permission codes (menu/role/list). */
export function fetchRoleMenu(signal?: AbortSignal): Promise<RoleMenu> {
  return apiCall(menuCalls.roles, {}, { overlay: false, notify: false, signal });
}

/** The signed-in user's roles and permissions. */
export function useRoleMenu() {
  return useQuery({
    queryKey: menuKeys.roles(),
    queryFn: ({ signal }) => fetchRoleMenu(signal),
    staleTime: 5 * 60_000,
  });
}
