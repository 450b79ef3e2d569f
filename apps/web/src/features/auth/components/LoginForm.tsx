import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { ErrorCode, LoginTokenRequestSchema } from '@sc/contract';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyFormError } from '../../../lib/applyFormError';
import { paths } from '../../../lib/paths';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { useLogin } from '../api/useLogin';
import { createCaptchaKey } from '../captchaKey';
import { readRememberedAccount, rememberAccount } from '../rememberedAccount';
import { CaptchaImage } from './CaptchaImage';

type LoginFormValues = { username: string; password: string; code: string; remember: boolean };

type LoginFormProps = {
  /** Pre-fills the account, e.g. right after sign up. */
  initialAccount?: string;
  /** Runs after the token is stored (menu load, navigation); a thrown error is shown on the form. */
  onSignedIn: () => Promise<void>;
};

const shape = LoginTokenRequestSchema.shape;

/** Sign in with account, password and captcha; each failed attempt gets a new captcha. */
export function LoginForm({ initialAccount, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginFormValues>();
  const [captchaKey, setCaptchaKey] = useState(createCaptchaKey);
  const [isFinishing, setIsFinishing] = useState(false);
  const login = useLogin();
  useRevalidateOnLanguageChange(form);
  const remembered = readRememberedAccount();

  const refreshCaptcha = useCallback(() => {
    setCaptchaKey(createCaptchaKey());
    form.setFieldValue('code', '');
  }, [form]);

  async function handleFinish(values: LoginFormValues) {
    const username = values.username.trim();
    setIsFinishing(true);
    try {
      await login.mutateAsync({
        username,
        password: values.password,
        grant_type: 'password',
        randomStr: captchaKey,
        code: values.code.trim(),
      });
      rememberAccount(username, values.remember);
      await onSignedIn();
    } catch (error) {
      // A captcha key answers once, so every failure needs a new image.
      refreshCaptcha();
      applyFormError(form, error, { [ErrorCode.CAPTCHA_INVALID]: 'code' });
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
      <Form.Item label={t('auth.captcha')} htmlFor="signIn_code">
        <Flex gap={8} align="center">
          <Form.Item name="code" noStyle rules={[zodRule(shape.code)]}>
            <Input
              id="signIn_code"
              placeholder={t('auth.captchaPlaceholder')}
              autoComplete="off"
              maxLength={16}
            />
          </Form.Item>
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
        </Flex>
      </Form.Item>
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
