import { CreateRoleSchema, ErrorCode, ROLE_LIMITS, type Role } from '@sc/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zodRule';
import { useCreateRole } from '../api/rolesApi';
import { type CallerGrants, mayGrantAll } from '../roleForm';

type CreateRoleModalProps = {
  isOpen: boolean;
  /** Every role of the company, to start from. */
  roles: readonly Role[];
  /** The role picked to start from (the Copy button of a role), if any. */
  fromRoleId: number | null;
  caller: CallerGrants;
  onClose: () => void;
  /** The new role, to open in the editor. */
  onCreated: (role: Role) => void;
};

type Values = { fromRoleId?: number; name: string };

/** A new custom role: a copy of a built-in or custom role's permissions under a name of its own. */
export function CreateRoleModal({
  isOpen,
  roles,
  fromRoleId,
  caller,
  onClose,
  onCreated,
}: CreateRoleModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateRole();

  useEffect(() => {
    if (isOpen) form.setFieldsValue({ fromRoleId: fromRoleId ?? undefined, name: '' });
  }, [isOpen, fromRoleId, form]);

  const option = (role: Role) => {
    const isAllowed = mayGrantAll(caller, role.grants);
    return {
      value: role.id,
      disabled: !isAllowed,
      label: isAllowed ? role.name : `${role.name} (${t('roles.create.beyond')})`,
    };
  };
  const builtIn = roles.filter((role) => role.builtIn);
  const custom = roles.filter((role) => !role.builtIn);

  async function handleOk() {
    const values = await form.validateFields();
    if (values.fromRoleId === undefined) return;
    create.mutate(
      { fromRoleId: values.fromRoleId, name: values.name },
      {
        onSuccess: (role) => {
          showSuccessMessage(t('roles.create.created'));
          onCreated(role);
        },
        onError: (error) => applyFormError(form, error, { [ErrorCode.ROLE_NAME_TAKEN]: 'name' }),
      },
    );
  }

  return (
    <Modal
      open={isOpen}
      title={t('roles.create.title')}
      okText={t('roles.create.submit')}
      cancelText={t('roles.editor.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="create-role-form">
        <Form.Item
          name="fromRoleId"
          label={t('roles.create.from')}
          extra={t('roles.create.fromHelp')}
          rules={[{ required: true, message: t('roles.create.fromRequired') }]}
        >
          <Select
            data-testid="create-role-from"
            options={[
              { label: t('roles.builtInTitle'), options: builtIn.map(option) },
              ...(custom.length ? [{ label: t('roles.customTitle'), options: custom.map(option) }] : []),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('roles.create.name')}
          rules={[
            { required: true, whitespace: true, message: t('roles.create.nameRequired') },
            zodRule(CreateRoleSchema.shape.name),
          ]}
        >
          <Input
            maxLength={ROLE_LIMITS.nameMax}
            placeholder={t('roles.create.namePlaceholder')}
            autoComplete="off"
            onPressEnter={() => void handleOk()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
