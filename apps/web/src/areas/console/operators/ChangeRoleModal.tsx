import { ChangeOperatorRoleSchema, type Operator, type StaffRole } from '@sc/contract';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { zodRule } from '../../../lib/zodRule';
import { useChangeOperatorRole } from './operatorsApi';
import { renderRoleOption, staffRoleOptions } from './staffRoleOptions';

type ChangeRoleModalProps = { operator: Operator | null; onClose: () => void };

/** Another role for an operator; it applies at once, in their open console too. */
export function ChangeRoleModal({ operator, onClose }: ChangeRoleModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ role: StaffRole }>();
  const change = useChangeOperatorRole();

  useEffect(() => {
    if (operator?.role) form.setFieldsValue({ role: operator.role });
  }, [operator, form]);

  async function handleFinish({ role }: { role: StaffRole }) {
    if (!operator) return;
    try {
      await change.mutateAsync({ userId: operator.id, role });
      void message.success(t('operators.role.changed', { name: operator.realName, role: t(`role.${role}`) }));
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={operator !== null}
      title={operator ? t('operators.role.title', { name: operator.realName }) : null}
      okText={t('operators.role.submit')}
      cancelText={t('operators.role.cancel')}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('operators.role.hint')}</Typography.Paragraph>
      <Form form={form} name="operatorRole" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item
          name="role"
          label={t('operators.columns.role')}
          rules={[zodRule(ChangeOperatorRoleSchema.shape.role)]}
        >
          <Select options={staffRoleOptions(t)} optionRender={renderRoleOption} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
