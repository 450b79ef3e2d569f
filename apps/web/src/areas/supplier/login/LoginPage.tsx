import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthPanel } from '../../../components/AuthPanel';
import { AuthShell } from '../../../components/AuthShell';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { SignUpForm } from '../../../features/auth/components/SignUpForm';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCompleteSignIn } from './useCompleteSignIn';

type AuthTab = 'signin' | 'signup';
const SIGN_UP_HASH = '#signup';

/** /login: sign in, and sign up in a second tab (/login#signup). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const tab: AuthTab = location.hash === SIGN_UP_HASH ? 'signup' : 'signin';
  useDocumentTitle(t(tab === 'signup' ? 'pages.signUp' : 'pages.login'));

  function showTab(next: AuthTab) {
    navigate({ search: location.search, hash: next === 'signup' ? SIGN_UP_HASH : '' }, { replace: true });
  }

  function handleRegistered(email: string) {
    setRegisteredEmail(email);
    showTab('signin');
  }

  const switchLine = (question: string, action: string, target: AuthTab) => (
    <Typography.Paragraph type="secondary" style={{ margin: '20px 0 0', textAlign: 'center' }}>
      {question}{' '}
      <Link to={{ search: location.search, hash: target === 'signup' ? SIGN_UP_HASH : '' }} replace>
        {action}
      </Link>
    </Typography.Paragraph>
  );

  return (
    <AuthShell>
      <AuthPanel width={tab === 'signup' ? 'wide' : 'normal'}>
        <Tabs
          activeKey={tab}
          onChange={(key) => showTab(key as AuthTab)}
          destroyOnHidden
          centered
          aria-label={t('auth.tabsLabel')}
          items={[
            {
              key: 'signin',
              label: t('auth.signInTab'),
              children: (
                <>
                  <Typography.Title level={1} style={{ fontSize: 24, margin: '4px 0 4px' }}>
                    {t('auth.signInTitle')}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{t('auth.signInSubtitle')}</Typography.Paragraph>
                  <LoginForm initialAccount={registeredEmail} onSignedIn={completeSignIn} />
                  {switchLine(t('auth.noAccount'), t('auth.createAccountLink'), 'signup')}
                </>
              ),
            },
            {
              key: 'signup',
              label: t('auth.signUpTab'),
              children: (
                <>
                  <Typography.Title level={1} style={{ fontSize: 24, margin: '4px 0 4px' }}>
                    {t('auth.signUpTitle')}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{t('auth.signUpSubtitle')}</Typography.Paragraph>
                  <SignUpForm onRegistered={handleRegistered} />
                  {switchLine(t('auth.haveAccount'), t('auth.signInLink'), 'signin')}
                </>
              ),
            },
          ]}
        />
      </AuthPanel>
    </AuthShell>
  );
}
