import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/auth/components/ChangePasswordForm';

/** Menu page 'ChangePassword' (/changePassword). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Card style={{ maxWidth: 520 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t('changePassword.subtitle')}
      </Typography.Paragraph>
      <ChangePasswordForm />
    </Card>
  );
}
