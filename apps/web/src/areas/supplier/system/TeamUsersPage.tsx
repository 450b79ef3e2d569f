import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Menu page Team → Users: colleagues, invitations, seats (issue 19). */
export function TeamUsersPage() {
  const { t } = useTranslation();
  return <Typography.Title level={4}>{t('team.title')}</Typography.Title>;
}
