import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { LoginTokenRequestSchema } from '@sc/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../lib/useCaptcha';
import { zodRule } from '../lib/zodRule';
import { CaptchaField } from './CaptchaField';

// The portal, buyers' app and console sign-in bodies share these fields and their rules.
const shape = LoginTokenRequestSchema.shape;

type SignInFieldsProps = {
  /** The `name` of the surrounding form: the captcha input's id is `<formName>_code`, like Ant Design's. */
  formName: string;
  captcha: Captcha;
  /** The console shows no placeholder in the account and password boxes. */
  hasPlaceholders?: boolean;
};

/** Account, password and captcha fields of a sign-in form (`username`, `password`, `code`). */
export function SignInFields({ formName, captcha, hasPlaceholders = true }: SignInFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="username" label={t('auth.account')} rules={[zodRule(shape.username)]}>
        <Input
          prefix={<MailOutlined />}
          placeholder={hasPlaceholders ? t('auth.accountPlaceholder') : undefined}
          autoComplete="username"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[zodRule(shape.password)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={hasPlaceholders ? t('auth.passwordPlaceholder') : undefined}
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField formName={formName} captcha={captcha} />
    </>
  );
}
