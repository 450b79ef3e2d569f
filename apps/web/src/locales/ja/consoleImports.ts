/** 日本語 UI strings of the console's imports section. */
export const consoleImports = {
  consoleImports: {
    nav: '一括インポート',
    title: '一括インポート',
  },
};
