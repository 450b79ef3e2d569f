import type { Role } from '@sc/contract';
import { Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { useDeleteRole } from '../api/rolesApi';

type DeleteRoleModalProps = {
  /** The role to delete; null closes the dialog. */
  role: Role | null;
  roles: readonly Role[];
  onClose: () => void;
};

type Values = { moveToRoleId?: number };

/**
 * Deletes a custom role. While users hold it, the dialog says how many and asks for the role they
 * move to (one the user may assign: never the owner's, never one beyond their own permissions).
 */
export function DeleteRoleModal({ role, roles, onClose }: DeleteRoleModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const remove = useDeleteRole();
  const holders = role?.userCount ?? 0;

  useEffect(() => {
    if (role) form.resetFields();
  }, [role, form]);

  async function handleOk() {
    if (!role) return;
    const { moveToRoleId } = await form.validateFields();
    remove.mutate(
      { id: role.id, ...(holders > 0 && moveToRoleId !== undefined ? { moveToRoleId } : {}) },
      {
        onSuccess: () => {
          showSuccessMessage(t('roles.remove.done'));
          onClose();
        },
        onError: (error) => applyFormError(form, error),
      },
    );
  }

  const targets = roles
    .filter((item) => item.isAssignable && item.id !== role?.id)
    .map((item) => ({ value: item.id, label: item.name }));

  return (
    <Modal
      open={role !== null}
      title={role ? t('roles.remove.title', { name: role.name }) : null}
      okText={t('roles.remove.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('roles.editor.cancel')}
      confirmLoading={remove.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="delete-role-form">
        {holders > 0 ? (
          <Form.Item
            name="moveToRoleId"
            label={t('roles.remove.inUse', { count: holders })}
            rules={[{ required: true, message: t('roles.remove.moveToRequired') }]}
          >
            <Select
              options={targets}
              placeholder={t('roles.remove.moveTo')}
              data-testid="delete-role-target"
            />
          </Form.Item>
        ) : (
          <Typography.Paragraph>{t('roles.remove.unused')}</Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
