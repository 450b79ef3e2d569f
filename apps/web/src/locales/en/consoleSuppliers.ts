/** English UI strings of the console's suppliers section. */
export const consoleSuppliers = {
  consoleSuppliers: {
    nav: 'Suppliers',
    title: 'Suppliers',
  },
};
