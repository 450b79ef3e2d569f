import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPanel } from '../../../components/AuthPanel';
import { AuthShell } from '../../../components/AuthShell';
import { useVerifyEmail } from '../../../features/auth/api/useVerifyEmail';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSession } from '../../../lib/useSession';

/** /verify-email?token=…: the link of the sign-up mail; confirms the email and says so. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail(token);
  useDocumentTitle(t('pages.verifyEmail'));

  const onward = (
    <Button type="primary" onClick={() => navigate(isLoggedIn ? paths.home : paths.login)}>
      {t('verifyEmail.goToPortal')}
    </Button>
  );

  return (
    <AuthShell>
      <AuthPanel>
        {verify.isSuccess ? (
          <Result
            status="success"
            title={t('verifyEmail.doneTitle')}
            subTitle={t('verifyEmail.doneText')}
            extra={onward}
          />
        ) : verify.isError || token === '' ? (
          <Result
            status="warning"
            title={t('verifyEmail.failedTitle')}
            subTitle={verify.error?.message ?? t('error.VERIFY_LINK_INVALID')}
            extra={onward}
          />
        ) : (
          <Result icon={<Spin size="large" />} title={t('verifyEmail.checking')} />
        )}
      </AuthPanel>
    </AuthShell>
  );
}
