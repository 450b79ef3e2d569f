import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Public page /invitation?token=…: an invited colleague sets their name and password (issue 19). */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  return <Typography.Title level={4}>{t('team.accept.title')}</Typography.Title>;
}
