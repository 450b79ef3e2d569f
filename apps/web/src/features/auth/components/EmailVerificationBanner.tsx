import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { useResendVerification } from '../api/useResendVerification';
import { useUserInfo } from '../api/useUserInfo';

/**
 * Until the sign-up email is confirmed: says plainly that buyer contacts wait for it, where the link
 * went, and sends it again. Nothing once confirmed.
 */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const resend = useResendVerification();
  if (!info.data || info.data.emailVerified) return null;

  async function handleResend() {
    const result = await resend.mutateAsync().catch(() => null);
    if (!result) return;
    showSuccessMessage(
      t(result.emailVerified ? 'verifyEmail.alreadyConfirmed' : 'verifyEmail.resent', {
        email: result.email,
      }),
    );
  }

  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      message={t('verifyEmail.bannerText', { email: info.data.email })}
      action={
        <Button size="small" loading={resend.isPending} onClick={() => void handleResend()}>
          {t('verifyEmail.resend')}
        </Button>
      }
    />
  );
}
