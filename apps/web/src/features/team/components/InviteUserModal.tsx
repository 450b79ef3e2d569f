import { type InviteUser, InviteUserSchema, TEAM_LIMITS } from '@sc/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useRevalidateOnLanguageChange } from '../../../lib/useRevalidateOnLanguageChange';
import { zodRule } from '../../../lib/zodRule';
import { useInviteUser } from '../api/teamApi';
import { RoleSelect } from './RoleSelect';

type InviteUserModalProps = { isOpen: boolean; onClose: () => void };

const shape = InviteUserSchema.shape;

/** Invites a colleague by email with a role (rules from the contract's InviteUserSchema). */
export function InviteUserModal({ isOpen, onClose }: InviteUserModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteUser>();
  const invite = useInviteUser();
  useRevalidateOnLanguageChange(form);

  async function handleFinish(values: InviteUser) {
    const parsed = InviteUserSchema.safeParse(values);
    try {
      const invitation = await invite.mutateAsync(parsed.success ? parsed.data : values);
      showSuccessMessage(t('team.invite.sent', { email: invitation.email }));
      form.resetFields();
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('team.invite.title')}
      okText={t('team.invite.submit')}
      cancelText={t('team.invite.cancel')}
      okButtonProps={{ loading: invite.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('team.invite.hint', { days: TEAM_LIMITS.invitationDays })}
      </Typography.Paragraph>
      <Form<InviteUser>
        form={form}
        name="inviteUser"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="email" label={t('team.invite.email')} rules={[zodRule(shape.email)]}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('team.invite.emailPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="roleId" label={t('team.invite.role')} rules={[zodRule(shape.roleId)]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
