import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthPanel } from '../../../components/AuthPanel';
import { AuthShell } from '../../../components/AuthShell';
import { LazyAntdProviders, loadAntdProviders } from '../../../components/LazyAntdProviders';
import { PageLoader } from '../../../components/PageLoader';
import { loadRequestToken } from '../../../features/auth/api/signIn';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { loadSignInRules } from '../../../features/auth/loadSignInRules';
import { preloadHttp } from '../../../lib/httpLibrary';
import { lazyPage } from '../../../lib/lazyPage';
import { prefetchWhenIdle } from '../../../lib/prefetchWhenIdle';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import styles from './LoginPage.module.css';
import { useCompleteSignIn } from './useCompleteSignIn';

// Sign-up (country and job pickers) loads after the sign-in form is usable, or when its tab opens.
const loadSignUpForm = () => import('../../../features/auth/components/SignUpForm').then((m) => m.SignUpForm);
const SignUpForm = lazyPage(loadSignUpForm);
// Sign up is an Ant Design form: its code (and Ant Design's) loads when a link to it is pointed at or
// focused, not while the visitor signs in.
const preloadSignUp = () => {
  Promise.all([loadSignUpForm(), loadAntdProviders()]).catch(() => undefined);
};

type AuthTab = 'signin' | 'signup';
const SIGN_UP_HASH = '#signup';
const hashOf = (tab: AuthTab) => (tab === 'signup' ? SIGN_UP_HASH : '');

/**
 * /login: sign in, and sign up in a second tab (/login#signup). The two tabs are links (the hash is
 * the tab), so the first screen needs none of Ant Design's tab and dropdown code.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const tab: AuthTab = location.hash === SIGN_UP_HASH ? 'signup' : 'signin';
  useDocumentTitle(t(tab === 'signup' ? 'pages.signUp' : 'pages.login'));
  // What signing in needs: the form's rules, the sign-in call and the HTTP client.
  useEffect(() => prefetchWhenIdle(loadSignInRules, loadRequestToken, preloadHttp), []);
  // An invitation link (/login?invite=CODE#signup): the code is kept on this device for the sign-up.
  const inviteParam = new URLSearchParams(location.search).get('invite');
  useEffect(() => {
    if (inviteParam)
      import('../../../features/affiliate/api/affiliateApi').then(
        ({ recordInviteVisit }) => recordInviteVisit(inviteParam),
        () => undefined,
      );
  }, [inviteParam]);

  function handleRegistered(email: string) {
    setRegisteredEmail(email);
    navigate({ search: location.search, hash: hashOf('signin') }, { replace: true });
  }

  const tabLink = (target: AuthTab, label: string) => (
    <Link
      to={{ search: location.search, hash: hashOf(target) }}
      replace
      onPointerEnter={target === 'signup' ? preloadSignUp : undefined}
      onFocus={target === 'signup' ? preloadSignUp : undefined}
      className={styles.tab}
      aria-current={tab === target ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  const switchLine = (question: string, action: string, target: AuthTab) => (
    <p className={styles.switchLine}>
      {question}{' '}
      <Link
        to={{ search: location.search, hash: hashOf(target) }}
        replace
        onPointerEnter={target === 'signup' ? preloadSignUp : undefined}
        onFocus={target === 'signup' ? preloadSignUp : undefined}
      >
        {action}
      </Link>
    </p>
  );

  return (
    <AuthShell>
      <AuthPanel width={tab === 'signup' ? 'wide' : 'normal'}>
        <nav className={styles.tabs} aria-label={t('auth.tabsLabel')}>
          {tabLink('signin', t('auth.signInTab'))}
          {tabLink('signup', t('auth.signUpTab'))}
        </nav>
        {tab === 'signin' ? (
          <>
            <h1 className={styles.title}>{t('auth.signInTitle')}</h1>
            <p className={styles.subtitle}>{t('auth.signInSubtitle')}</p>
            <LoginForm initialAccount={registeredEmail} onSignedIn={completeSignIn} />
            {switchLine(t('auth.noAccount'), t('auth.createAccountLink'), 'signup')}
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('auth.signUpTitle')}</h1>
            <p className={styles.subtitle}>{t('auth.signUpSubtitle')}</p>
            {/* The sign-in form is plain; sign up is an Ant Design form and brings its providers. */}
            <Suspense fallback={<PageLoader />}>
              <LazyAntdProviders>
                <SignUpForm onRegistered={handleRegistered} />
              </LazyAntdProviders>
            </Suspense>
            {switchLine(t('auth.haveAccount'), t('auth.signInLink'), 'signin')}
          </>
        )}
      </AuthPanel>
    </AuthShell>
  );
}
