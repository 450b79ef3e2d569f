import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { BuyerLoginRequestSchema, ErrorCode } from '@sc/contract';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { createCaptchaKey } from '../../../features/auth/captchaKey';
import { CaptchaImage } from '../../../features/auth/components/CaptchaImage';
import { useBuyerLogin } from '../../../features/buyerApp/api/useBuyerLogin';
import { takeBuyerReturnUrl } from '../../../features/buyerApp/session/buyerReturnUrl';
import {
  clearSessionEndNotice,
  readSessionEndNotice,
} from '../../../features/buyerApp/session/endBuyerSession';
import { applyFormError } from '../../../lib/applyFormError';
import { paths } from '../../../lib/paths';
import { session as sessionArea } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import styles from './BuyerLoginPage.module.css';

type LoginValues = { username: string; password: string; code: string };
const shape = BuyerLoginRequestSchema.shape;

/** /buyer/login: the buyer signs in with email, password and captcha (its own session). */
export function BuyerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [captchaKey, setCaptchaKey] = useState(createCaptchaKey);
  const login = useBuyerLogin();
  useRevalidateOnLanguageChange(form);
  useDocumentTitle(t('buyerApp.login.pageTitle'));
  const [ended] = useState(readSessionEndNotice);
  useEffect(() => clearSessionEndNotice(), []);

  const refreshCaptcha = useCallback(() => {
    setCaptchaKey(createCaptchaKey());
    form.setFieldValue('code', '');
  }, [form]);

  async function handleFinish(values: LoginValues) {
    try {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        randomStr: captchaKey,
        code: values.code.trim(),
      });
      navigate(takeBuyerReturnUrl(sessionArea), { replace: true });
    } catch (error) {
      refreshCaptcha();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <BrandLogo />
        <LanguageSwitcher />
      </header>
      <main className={styles.content}>
        <section className={styles.panel}>
          <h1 className={styles.title}>{t('buyerApp.login.title')}</h1>
          <Typography.Paragraph type="secondary">{t('buyerApp.login.subtitle')}</Typography.Paragraph>
          {ended ? (
            <Alert
              type="warning"
              showIcon
              className={styles.alert}
              title={t(ended === 'replaced' ? 'buyerApp.login.replaced' : 'buyerApp.login.expired')}
            />
          ) : null}
          <Form<LoginValues>
            form={form}
            name="buyerSignIn"
            layout="vertical"
            requiredMark={false}
            size="large"
            onFinish={handleFinish}
          >
            <Form.Item name="username" label={t('auth.account')} rules={[zodRule(shape.username)]}>
              <Input
                prefix={<MailOutlined />}
                placeholder={t('auth.accountPlaceholder')}
                autoComplete="username"
                inputMode="email"
              />
            </Form.Item>
            <Form.Item name="password" label={t('auth.password')} rules={[zodRule(shape.password)]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('auth.passwordPlaceholder')}
                autoComplete="current-password"
              />
            </Form.Item>
            <Form.Item label={t('auth.captcha')} htmlFor="buyerSignIn_code">
              <Flex gap={8} align="center">
                <Form.Item name="code" noStyle rules={[zodRule(shape.code)]}>
                  <Input
                    id="buyerSignIn_code"
                    placeholder={t('auth.captchaPlaceholder')}
                    autoComplete="off"
                    maxLength={16}
                  />
                </Form.Item>
                <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
              </Flex>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              {t('auth.signInButton')}
            </Button>
          </Form>
          <p className={styles.portal}>
            {t('buyerApp.login.supplierQuestion')}{' '}
            <Link to={paths.login}>{t('buyerApp.login.supplierLink')}</Link>
          </p>
        </section>
      </main>
    </div>
  );
}
