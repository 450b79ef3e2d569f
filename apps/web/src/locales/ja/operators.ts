/** Japanese UI strings of issue 19 (operators). */
export const operators = {
  operators: {
    nav: 'オペレーター',
    title: 'オペレーター',
  },
};
