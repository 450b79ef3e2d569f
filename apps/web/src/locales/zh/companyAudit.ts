/** Chinese UI strings of issue 19 (companyAudit). */
export const companyAudit = {
  companyAudit: {
    title: '操作日志',
  },
};
