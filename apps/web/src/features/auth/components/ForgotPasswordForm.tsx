import { MailOutlined } from '@ant-design/icons';
import { type ForgotPassword, ForgotPasswordSchema } from '@sc/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { useForgotPassword } from '../api/useForgotPassword';

type ForgotPasswordFormProps = {
  initialEmail?: string;
  /** Called once the request was accepted; the server answers the same for unknown emails. */
  onSent: (email: string) => void;
};

/** Asks for a password reset link by email (admin/send). */
export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgotPassword>();
  const forgot = useForgotPassword();
  useRevalidateOnLanguageChange(form);

  async function handleFinish(values: ForgotPassword) {
    const parsed = ForgotPasswordSchema.safeParse(values);
    const body = parsed.success ? parsed.data : values;
    try {
      await forgot.mutateAsync(body);
      onSent(body.email);
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Form<ForgotPassword>
      form={form}
      name="forgotPassword"
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={handleFinish}
    >
      <Form.Item name="email" label={t('reset.email')} rules={[zodRule(ForgotPasswordSchema.shape.email)]}>
        <Input
          prefix={<MailOutlined />}
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
        {t('reset.sendLink')}
      </Button>
    </Form>
  );
}
