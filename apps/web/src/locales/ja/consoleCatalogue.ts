/** 日本語 UI strings of the console's catalogue section. */
export const consoleCatalogue = {
  consoleCatalogue: {
    nav: 'カタログ',
    title: 'カタログ',
  },
};
