/** English UI strings of the console's imports section. */
export const consoleImports = {
  consoleImports: {
    nav: 'Imports',
    title: 'Imports',
  },
};
