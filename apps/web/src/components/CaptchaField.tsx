import { CaptchaCodeSchema } from '@sc/contract';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../lib/useCaptcha';
import { zodRule } from '../lib/zodRule';
import { CaptchaImage } from './CaptchaImage';

type CaptchaFieldProps = {
  /** The `name` of the surrounding form: the input's id is `<formName>_code`, like Ant Design's. */
  formName: string;
  captcha: Captcha;
};

/** The verification code field (`code`) beside its captcha image, as on every sign-in and sign-up form. */
export function CaptchaField({ formName, captcha }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const codeId = `${formName}_code`;
  return (
    <Form.Item label={t('auth.captcha')} htmlFor={codeId}>
      <Flex gap={8} align="center">
        <Form.Item name="code" noStyle rules={[zodRule(CaptchaCodeSchema)]}>
          <Input id={codeId} placeholder={t('auth.captchaPlaceholder')} autoComplete="off" maxLength={16} />
        </Form.Item>
        <CaptchaImage captchaKey={captcha.key} onRefresh={captcha.refresh} />
      </Flex>
    </Form.Item>
  );
}
