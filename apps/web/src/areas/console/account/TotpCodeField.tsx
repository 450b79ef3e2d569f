import { SafetyCertificateOutlined } from '@ant-design/icons';
import { TotpCodeSchema } from '@sc/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zodRule';

/** The 6-digit code of the authenticator app (field `code`); the phone offers its number pad. */
export function TotpCodeField({ isAutoFocused = false }: { isAutoFocused?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="code" label={t('consoleTotp.code')} rules={[zodRule(TotpCodeSchema)]}>
      <Input
        prefix={<SafetyCertificateOutlined />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus={isAutoFocused}
        placeholder="123456"
      />
    </Form.Item>
  );
}
