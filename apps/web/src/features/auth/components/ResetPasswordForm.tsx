import { LockOutlined } from '@ant-design/icons';
import { ErrorCode, ResetPasswordSchema } from '@sc/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import { useResetPassword } from '../api/useResetPassword';

type ResetPasswordValues = { password: string; confirmPassword: string };

type ResetPasswordFormProps = {
  /** The token from the reset mail's link. */
  token: string;
  onDone: () => void;
  /** The link is unknown, used or expired; `message` is the server's explanation. */
  onInvalidLink: (message: string) => void;
};

const shape = ResetPasswordSchema.shape;

/** Sets a new password with a reset token (admin/change/pass). */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useResetPassword();
  useRevalidateOnLanguageChange(form);

  async function handleFinish(values: ResetPasswordValues) {
    try {
      await reset.mutateAsync({ token, ...values });
      showSuccessMessage(t('reset.resetDone'));
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.code === ErrorCode.RESET_LINK_INVALID || 'token' in error.fields)) {
        onInvalidLink(error.fields.token ?? error.msg);
        return;
      }
      applyFormError(form, error);
    }
  }

  return (
    <Form<ResetPasswordValues>
      form={form}
      name="resetPassword"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={handleFinish}
    >
      <Form.Item
        name="password"
        label={t('reset.newPassword')}
        rules={[zodRule(shape.password)]}
        extra={t('auth.passwordHint')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('reset.repeatPassword')}
        dependencies={['password']}
        rules={[zodRule(shape.confirmPassword), sameAsRule('password')]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('reset.resetButton')}
      </Button>
    </Form>
  );
}
