/** 日本語 UI strings of the console's overview section. */
export const consoleOverview = {
  consoleOverview: {
    nav: '概要',
    title: '概要',
  },
};
