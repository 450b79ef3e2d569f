/** English UI strings of issue 19 (roles). */
export const roles = {
  roles: {
    title: 'Roles',
  },
};
