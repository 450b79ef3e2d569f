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
import { paths } from '../../../lib/paths';
import { session as sessionArea } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { type SignInValues, useSignInForm } from '../../../lib/useSignInForm';
import styles from './BuyerLoginPage.module.css';

/** /buyer/login: the buyer signs in with email, password and captcha (its own session). */
export function BuyerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, captcha, toCredentials, handleFailure } = useSignInForm<SignInValues>();
  const login = useBuyerLogin();
  useDocumentTitle(t('buyerApp.login.pageTitle'));
  const [ended] = useState(readSessionEndNotice);
  useEffect(() => clearSessionEndNotice(), []);

  async function handleFinish(values: SignInValues) {
    try {
      await login.mutateAsync(toCredentials(values));
      navigate(takeBuyerReturnUrl(sessionArea), { replace: true });
    } catch (error) {
      handleFailure(error);
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
          <Form<SignInValues>
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
