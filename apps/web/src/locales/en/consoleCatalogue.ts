/** English UI strings of the console's catalogue section. */
export const consoleCatalogue = {
  consoleCatalogue: {
    nav: 'Catalogue',
    title: 'Catalogue',
  },
};
