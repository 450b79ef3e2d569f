/** English UI strings of issue 19 (operators). */
export const operators = {
  operators: {
    nav: 'Operators',
    title: 'Operators',
  },
};
