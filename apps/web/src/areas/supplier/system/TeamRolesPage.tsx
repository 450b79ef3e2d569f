import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Menu page Team → Roles: built-in and custom roles with their permissions (issue 19). */
export function TeamRolesPage() {
  const { t } = useTranslation();
  return <Typography.Title level={4}>{t('roles.title')}</Typography.Title>;
}
