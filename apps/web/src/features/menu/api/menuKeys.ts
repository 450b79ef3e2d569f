/** Query keys of the signed-in user's menu, roles and permissions. */
export const menuKeys = {
  all: ['menu'] as const,
  roles: () => ['menu', 'roles'] as const,
};
