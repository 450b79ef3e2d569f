import { BUYER_LIMITS, BUYER_REPORT_REASONS, type ReportBuyer, ReportBuyerSchema } from '@sc/contract';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zodRule';
import { useReportBuyer } from '../api/useReportBuyer';

type ReportValues = Omit<ReportBuyer, 'buyerId'>;

type ReportBuyerModalProps = {
  buyer: { id: number; name: string };
  isOpen: boolean;
  onClose: () => void;
};

/** Reports the buyer of a conversation to the platform team: a reason and, if wanted, what happened. */
export function ReportBuyerModal({ buyer, isOpen, onClose }: ReportBuyerModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportValues>();
  const report = useReportBuyer();

  async function handleFinish(values: ReportValues) {
    try {
      await report.mutateAsync({
        buyerId: buyer.id,
        reason: values.reason,
        ...(values.note ? { note: values.note } : {}),
      });
      showSuccessMessage(t('consoleBuyers.supplier.sent'));
      form.resetFields();
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('consoleBuyers.supplier.reportTitle', { name: buyer.name })}
      okText={t('consoleBuyers.supplier.submit')}
      cancelText={t('consoleBuyers.supplier.cancel')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('consoleBuyers.supplier.reportHint')}</Typography.Paragraph>
      <Form<ReportValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="reason"
          label={t('consoleBuyers.supplier.reason')}
          rules={[zodRule(ReportBuyerSchema.shape.reason)]}
        >
          <Radio.Group
            options={BUYER_REPORT_REASONS.map((reason) => ({
              value: reason,
              label: t(`consoleBuyers.reports.reason.${reason}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('consoleBuyers.supplier.note')}
          rules={[zodRule(ReportBuyerSchema.shape.note)]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={BUYER_LIMITS.reportNoteMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
