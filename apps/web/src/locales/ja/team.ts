/** Japanese UI strings of issue 19 (team). */
export const team = {
  team: {
    nav: 'ユーザー',
    title: 'ユーザー',
    accept: {
      title: 'チームに参加',
    },
  },
};
