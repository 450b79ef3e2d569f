import { ErrorCode } from '@sc/contract';
import { Alert, Button, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { SignInFields } from '../../../components/SignInFields';
import { useBuyerLogin } from '../../../features/buyerApp/api/useBuyerLogin';
import { takeBuyerReturnUrl } from '../../../features/buyerApp/session/buyerReturnUrl';
import {
  clearSessionEndNotice,
  readSessionEndNotice,
} from '../../../features/buyerApp/session/endBuyerSession';
import { applyFormError } from '../../../lib/applyFormError';
import { paths } from '../../../lib/paths';
import { session as sessionArea } from '../../../lib/storage';
import { useCaptcha } from '../../../lib/useCaptcha';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import styles from './BuyerLoginPage.module.css';

type LoginValues = { username: string; password: string; code: string };

/** /buyer/login: the buyer signs in with email, password and captcha (its own session). */
export function BuyerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha(form);
  const login = useBuyerLogin();
  useRevalidateOnLanguageChange(form);
  useDocumentTitle(t('buyerApp.login.pageTitle'));
  const [ended] = useState(readSessionEndNotice);
  useEffect(() => clearSessionEndNotice(), []);

  async function handleFinish(values: LoginValues) {
    try {
      await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        randomStr: captcha.key,
        code: values.code.trim(),
      });
      navigate(takeBuyerReturnUrl(sessionArea), { replace: true });
    } catch (error) {
      captcha.refresh();
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
            <SignInFields formName="buyerSignIn" captcha={captcha} />
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
