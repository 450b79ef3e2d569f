import { type ChangeUserRole, ChangeUserRoleSchema, type TeamUser } from '@sc/contract';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { translateUnchecked } from '../../../lib/i18n';
import { zodRule } from '../../../lib/zodRule';
import { useChangeUserRole } from '../api/teamApi';
import { roleLabel } from '../teamRules';
import { RoleSelect } from './RoleSelect';

type ChangeRoleValues = Pick<ChangeUserRole, 'roleId'>;
type ChangeRoleModalProps = { user: TeamUser | null; onClose: () => void };

/** Gives a colleague another role; their open portal follows at once. */
export function ChangeRoleModal({ user, onClose }: ChangeRoleModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangeRoleValues>();
  const change = useChangeUserRole();

  async function handleFinish(values: ChangeRoleValues) {
    if (!user) return;
    const body = { userId: user.id, roleId: values.roleId };
    const parsed = ChangeUserRoleSchema.safeParse(body);
    try {
      const changed = await change.mutateAsync(parsed.success ? parsed.data : body);
      showSuccessMessage(
        t('team.changeRole.done', {
          name: changed.realName,
          role: roleLabel(changed.role, translateUnchecked),
        }),
      );
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={user !== null}
      title={user ? t('team.changeRole.title', { name: user.realName }) : ''}
      okText={t('team.changeRole.submit')}
      cancelText={t('team.actions.cancel')}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('team.changeRole.hint')}</Typography.Paragraph>
      <Form<ChangeRoleValues>
        form={form}
        name="changeRole"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="roleId"
          label={t('team.changeRole.role')}
          rules={[zodRule(ChangeUserRoleSchema.shape.roleId)]}
        >
          <RoleSelect {...(user?.role ? { excludeId: user.role.id } : {})} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
