/** 中文 UI strings of the console's overview section. */
export const consoleOverview = {
  consoleOverview: {
    nav: '概览',
    title: '概览',
  },
};
