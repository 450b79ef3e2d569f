import { ErrorCode } from '@sc/contract';
import { Alert, Button, Checkbox, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInFields } from '../../../components/SignInFields';
import { isApiError } from '../../../lib/ApiError';
import { paths } from '../../../lib/paths';
import { useSignInForm } from '../../../lib/useSignInForm';
import { useLogin } from '../api/useLogin';
import { readRememberedAccount, rememberAccount } from '../rememberedAccount';

type LoginFormValues = { username: string; password: string; code: string; remember: boolean };

type LoginFormProps = {
  /** Pre-fills the account, e.g. right after sign up. */
  initialAccount?: string;
  /** Runs after the token is stored (menu load, navigation); a thrown error is shown on the form. */
  onSignedIn: () => Promise<void>;
};

/** Sign in with account, password and captcha; each failed attempt gets a new captcha. */
export function LoginForm({ initialAccount, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { form, captcha, toCredentials, handleFailure } = useSignInForm<LoginFormValues>();
  const [isFinishing, setIsFinishing] = useState(false);
  // A suspended company's user reads why above the form (a toast would vanish before it is read).
  const [suspension, setSuspension] = useState<string | null>(null);
  const login = useLogin();
  const remembered = readRememberedAccount();

  async function handleFinish(values: LoginFormValues) {
    const credentials = toCredentials(values);
    setIsFinishing(true);
    setSuspension(null);
    try {
      await login.mutateAsync({ ...credentials, grant_type: 'password' });
      rememberAccount(credentials.username, values.remember);
      await onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.COMPANY_SUSPENDED) {
        setSuspension(error.msg);
        captcha.refresh();
      } else handleFailure(error);
    } finally {
      setIsFinishing(false);
    }
  }

  return (
    <Form<LoginFormValues>
      form={form}
      name="signIn"
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ username: initialAccount || remembered, remember: Boolean(remembered) }}
      onFinish={handleFinish}
    >
      {suspension ? (
        <Alert
          type="error"
          showIcon
          title={suspension}
          style={{ marginBottom: 16 }}
          data-testid="login-suspended"
        />
      ) : null}
      <SignInFields formName="signIn" captcha={captcha} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 20 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.rememberAccount')}</Checkbox>
        </Form.Item>
        <Link to={paths.resetPassword}>{t('auth.forgotPassword')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={isFinishing}>
        {t('auth.signInButton')}
      </Button>
    </Form>
  );
}
