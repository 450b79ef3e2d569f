/** 日本語 UI strings of the console's buyers section. */
export const consoleBuyers = {
  consoleBuyers: {
    nav: 'バイヤー',
    title: 'バイヤー',
  },
};
