/** 中文 UI strings of the console's imports section. */
export const consoleImports = {
  consoleImports: {
    nav: '批量导入',
    title: '批量导入',
  },
};
