/** Chinese UI strings of issue 19 (team). */
export const team = {
  team: {
    nav: '用户',
    title: '用户',
    accept: {
      title: '加入您的团队',
    },
  },
};
