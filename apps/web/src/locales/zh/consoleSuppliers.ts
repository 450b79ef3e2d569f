/** 中文 UI strings of the console's suppliers section. */
export const consoleSuppliers = {
  consoleSuppliers: {
    nav: '供应商',
    title: '供应商',
  },
};
