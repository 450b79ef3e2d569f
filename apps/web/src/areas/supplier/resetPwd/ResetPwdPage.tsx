import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { ACCOUNT_LIMITS } from '@sc/contract';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPanel } from '../../../components/AuthPanel';
import { AuthShell } from '../../../components/AuthShell';
import { ForgotPasswordForm } from '../../../features/auth/components/ForgotPasswordForm';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/**
 * /resetPwd: without `?token=` asks for a reset link by email; with a token (the link in the
 * mail) sets a new password.
 */
export function ResetPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  useDocumentTitle(t('pages.resetPassword'));

  const backToSignIn = (
    <Link to={paths.login}>
      <ArrowLeftOutlined /> {t('reset.backToSignIn')}
    </Link>
  );

  if (token && invalidMessage) {
    return (
      <AuthShell>
        <AuthPanel>
          <Result
            status="warning"
            title={t('reset.invalidTitle')}
            subTitle={invalidMessage}
            extra={
              <Button type="primary" onClick={() => navigate(paths.resetPassword, { replace: true })}>
                {t('reset.requestNewLink')}
              </Button>
            }
          />
        </AuthPanel>
      </AuthShell>
    );
  }

  if (token) {
    return (
      <AuthShell>
        <AuthPanel title={t('reset.resetTitle')} subtitle={t('reset.resetSubtitle')}>
          <ResetPasswordForm
            token={token}
            onDone={() => navigate(paths.login, { replace: true })}
            onInvalidLink={setInvalidMessage}
          />
          <p style={{ margin: '20px 0 0', textAlign: 'center' }}>{backToSignIn}</p>
        </AuthPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      {sentTo ? (
        <AuthPanel>
          <Result
            icon={<MailOutlined style={{ color: '#1a56db' }} />}
            title={t('reset.sentTitle')}
            subTitle={t('reset.sentText', { minutes: ACCOUNT_LIMITS.resetLinkTtlMinutes })}
            extra={
              <Button type="primary" onClick={() => navigate(paths.login)}>
                {t('reset.backToSignIn')}
              </Button>
            }
          />
        </AuthPanel>
      ) : (
        <AuthPanel title={t('reset.forgotTitle')} subtitle={t('reset.forgotSubtitle')}>
          <ForgotPasswordForm onSent={setSentTo} />
          <p style={{ margin: '20px 0 0', textAlign: 'center' }}>{backToSignIn}</p>
        </AuthPanel>
      )}
    </AuthShell>
  );
}
