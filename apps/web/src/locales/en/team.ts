/** English UI strings of issue 19 (team). */
export const team = {
  team: {
    nav: 'Users',
    title: 'Users',
    accept: {
      title: 'Join your team',
    },
  },
};
