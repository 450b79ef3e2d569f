/** 日本語 UI strings of the console's suppliers section. */
export const consoleSuppliers = {
  consoleSuppliers: {
    nav: 'サプライヤー',
    title: 'サプライヤー',
  },
};
