import { type CreateRole, type DeleteRole, roleCalls, type UpdateRole } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Query keys of the company's roles (the Roles page, the role pickers of the Users page). */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
};

/** The company's roles: built-in and custom, their permissions and how many users hold each. */
export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => apiCall(roleCalls.list, {}, { overlay: false, signal }),
  });
}

function useRoleMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

/** Copies a role under a new name; the list refreshes. */
export function useCreateRole() {
  return useRoleMutation((input: CreateRole) => apiCall(roleCalls.create, input, { notify: false }));
}

/** Saves a custom role's name and permissions; its users' portals update live. */
export function useUpdateRole() {
  return useRoleMutation((input: UpdateRole) => apiCall(roleCalls.update, input, { notify: false }));
}

/** Deletes a custom role, moving its users to another role. */
export function useDeleteRole() {
  return useRoleMutation((input: DeleteRole) => apiCall(roleCalls.remove, input, { notify: false }));
}
