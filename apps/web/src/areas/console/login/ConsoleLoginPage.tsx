import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { SignInFields } from '../../../components/SignInFields';
import { useConsoleLogin } from '../../../features/support/api/useConsoleLogin';
import { consolePaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { type SignInValues, useSignInForm } from '../../../lib/useSignInForm';
import styles from './ConsoleLoginPage.module.css';

/** /console/login: a support team member signs in with email, password and captcha (own session). */
export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, captcha, toCredentials, handleFailure } = useSignInForm<SignInValues>();
  const login = useConsoleLogin();
  useDocumentTitle(t('console.login.title'));

  async function handleFinish(values: SignInValues) {
    try {
      await login.mutateAsync(toCredentials(values));
      navigate(consolePaths.root, { replace: true });
    } catch (error) {
      handleFailure(error);
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <span className={styles.brand}>
          <BrandLogo tone="light" />
          <span className={styles.tag}>{t('console.name')}</span>
        </span>
        <LanguageSwitcher tone="light" />
      </header>
      <main className={styles.content}>
        <section className={styles.panel}>
          <h1 className={styles.title}>{t('console.login.title')}</h1>
          <p className={styles.subtitle}>{t('console.login.subtitle')}</p>
          <Form<SignInValues>
            form={form}
            name="consoleSignIn"
            layout="vertical"
            requiredMark={false}
            size="large"
            onFinish={handleFinish}
          >
            <SignInFields formName="consoleSignIn" captcha={captcha} hasPlaceholders={false} />
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {t('console.login.submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}
