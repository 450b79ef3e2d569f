/** Japanese UI strings of issue 19 (companyAudit). */
export const companyAudit = {
  companyAudit: {
    title: '監査ログ',
  },
};
