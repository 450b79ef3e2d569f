import { CONSOLE_SUPPLIER_LIMITS, type ConsoleSupplier } from '@sc/contract';
import { App, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/ApiError';
import { useReactivateSupplier, useSuspendSupplier } from './consoleSuppliersApi';

type SuspensionModalProps = {
  company: Pick<ConsoleSupplier, 'id' | 'name'>;
  action: 'suspend' | 'reactivate';
  onClose: () => void;
};

/** Suspend or reactivate a company: a required reason (kept in the audit log), then confirm. */
export function SuspensionModal({ company, action, onClose }: SuspensionModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const suspend = useSuspendSupplier();
  const reactivate = useReactivateSupplier();
  const mutation = action === 'suspend' ? suspend : reactivate;
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleOk() {
    if (!reason.trim()) return setError(t('validation.reasonRequired'));
    setError(null);
    try {
      await mutation.mutateAsync({ supplierId: company.id, reason });
      void message.success(
        t(`consoleSuppliers.suspension.${action === 'suspend' ? 'suspended' : 'reactivated'}`),
      );
      onClose();
    } catch (caught) {
      setError(isApiError(caught) ? (caught.fields.reason ?? caught.msg) : t('http.apiError'));
    }
  }

  return (
    <Modal
      open
      title={t(`consoleSuppliers.suspension.${action}Title`, { name: company.name })}
      okText={t(`consoleSuppliers.suspension.${action}`)}
      okButtonProps={{ danger: action === 'suspend' }}
      cancelText={t('consoleSuppliers.suspension.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(`consoleSuppliers.suspension.${action}Hint`)}
      </Typography.Paragraph>
      <label htmlFor={reasonId}>{t('consoleSuppliers.suspension.reason')}</label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t('consoleSuppliers.suspension.reasonPlaceholder')}
        maxLength={CONSOLE_SUPPLIER_LIMITS.reasonMax}
        status={error ? 'error' : undefined}
        autoSize={{ minRows: 3, maxRows: 6 }}
        data-testid="suspension-reason"
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
