import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { BuyerLoginRequestSchema, ErrorCode } from '@sc/contract';
import { Button, Flex, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { createCaptchaKey } from '../../../features/auth/captchaKey';
import { CaptchaImage } from '../../../features/auth/components/CaptchaImage';
import { loginConsole } from '../../../features/support/api/consoleSupportApi';
import { consoleSessionStore } from '../../../features/support/console/consoleSession';
import { applyFormError } from '../../../lib/applyFormError';
import { consolePaths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import styles from './ConsoleLoginPage.module.css';

type LoginValues = { username: string; password: string; code: string };
// The console's sign-in call takes the buyers' JSON login body.
const shape = BuyerLoginRequestSchema.shape;

/** /console/login: a support team member signs in with email, password and captcha (own session). */
export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [captchaKey, setCaptchaKey] = useState(createCaptchaKey);
  const [isSubmitting, setIsSubmitting] = useState(false);
  useRevalidateOnLanguageChange(form);
  useDocumentTitle(t('console.login.title'));

  const refreshCaptcha = useCallback(() => {
    setCaptchaKey(createCaptchaKey());
    form.setFieldValue('code', '');
  }, [form]);

  async function handleFinish(values: LoginValues) {
    setIsSubmitting(true);
    try {
      const result = await loginConsole({
        username: values.username.trim(),
        password: values.password,
        randomStr: captchaKey,
        code: values.code.trim(),
      });
      consoleSessionStore.saveLogin(result);
      navigate(consolePaths.root, { replace: true });
    } catch (error) {
      // A captcha key answers once, so every failure needs a new image.
      refreshCaptcha();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
    } finally {
      setIsSubmitting(false);
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
            <Form.Item name="username" label={t('auth.account')} rules={[zodRule(shape.username)]}>
              <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" />
            </Form.Item>
            <Form.Item name="password" label={t('auth.password')} rules={[zodRule(shape.password)]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Form.Item label={t('auth.captcha')} htmlFor="consoleSignIn_code">
              <Flex gap={8} align="center">
                <Form.Item name="code" noStyle rules={[zodRule(shape.code)]}>
                  <Input
                    id="consoleSignIn_code"
                    placeholder={t('auth.captchaPlaceholder')}
                    autoComplete="off"
                    maxLength={16}
                  />
                </Form.Item>
                <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
              </Flex>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isSubmitting}>
              {t('console.login.submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}
