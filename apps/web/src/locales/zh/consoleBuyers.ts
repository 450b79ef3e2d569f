/** 中文 UI strings of the console's buyers section. */
export const consoleBuyers = {
  consoleBuyers: {
    nav: '采购商',
    title: '采购商',
  },
};
