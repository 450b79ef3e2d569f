/** Chinese UI strings of issue 19 (operators). */
export const operators = {
  operators: {
    nav: '运营人员',
    title: '运营人员',
  },
};
