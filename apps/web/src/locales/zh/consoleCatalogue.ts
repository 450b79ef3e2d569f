/** 中文 UI strings of the console's catalogue section. */
export const consoleCatalogue = {
  consoleCatalogue: {
    nav: '商品库',
    title: '商品库',
  },
};
