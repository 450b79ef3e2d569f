import { ErrorCode } from '@sc/contract';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { SignInFields } from '../../../components/SignInFields';
import { useConsoleLogin } from '../../../features/support/api/useConsoleLogin';
import { applyFormError } from '../../../lib/applyFormError';
import { consolePaths } from '../../../lib/paths';
import { useCaptcha } from '../../../lib/useCaptcha';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import styles from './ConsoleLoginPage.module.css';

type LoginValues = { username: string; password: string; code: string };

/** /console/login: a support team member signs in with email, password and captcha (own session). */
export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha(form);
  const login = useConsoleLogin();
  useRevalidateOnLanguageChange(form);
  useDocumentTitle(t('console.login.title'));

  async function handleFinish(values: LoginValues) {
    try {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        randomStr: captcha.key,
        code: values.code.trim(),
      });
      navigate(consolePaths.root, { replace: true });
    } catch (error) {
      // A captcha key answers once, so every failure needs a new image.
      captcha.refresh();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
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
          <Form<LoginValues>
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
