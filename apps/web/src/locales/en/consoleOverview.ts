/** English UI strings of the console's overview section. */
export const consoleOverview = {
  consoleOverview: {
    nav: 'Overview',
    title: 'Overview',
  },
};
