import { type ChangePasswordSelf, ChangePasswordSelfSchema, ErrorCode } from '@sc/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { useUnsavedChangesGuard } from '../../../lib/unsavedChanges';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { sameAsRule, zodRule } from '../../../lib/zodRule';
import { useChangePassword } from '../api/useChangePassword';

const shape = ChangePasswordSelfSchema.shape;

/** Old, new and repeated new password; success signs the user out everywhere (see useChangePassword). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordSelf>();
  const change = useChangePassword();
  useRevalidateOnLanguageChange(form);
  // Success ends the session with a replace navigation to /login, which the guard lets through.
  useUnsavedChangesGuard(() => form.isFieldsTouched());

  async function handleFinish(values: ChangePasswordSelf) {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      applyFormError(form, error, {
        [ErrorCode.OLD_PASSWORD_WRONG]: 'oldPassword',
        [ErrorCode.SAME_PASSWORD]: 'newPassword',
      });
    }
  }

  return (
    <Form<ChangePasswordSelf>
      form={form}
      name="changePassword"
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
    >
      <Form.Item
        name="oldPassword"
        label={t('changePassword.oldPassword')}
        rules={[zodRule(shape.oldPassword)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('changePassword.newPassword')}
        rules={[zodRule(shape.newPassword)]}
        extra={t('auth.passwordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('changePassword.repeatPassword')}
        dependencies={['newPassword']}
        rules={[zodRule(shape.confirmPassword), sameAsRule('newPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('changePassword.submit')}
      </Button>
    </Form>
  );
}
