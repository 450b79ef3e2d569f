/** English UI strings of the console's buyers section. */
export const consoleBuyers = {
  consoleBuyers: {
    nav: 'Buyers',
    title: 'Buyers',
  },
};
