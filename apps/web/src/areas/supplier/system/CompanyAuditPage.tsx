import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Menu page Team → Audit log: who did what in the company (issue 19). */
export function CompanyAuditPage() {
  const { t } = useTranslation();
  return <Typography.Title level={4}>{t('companyAudit.title')}</Typography.Title>;
}
