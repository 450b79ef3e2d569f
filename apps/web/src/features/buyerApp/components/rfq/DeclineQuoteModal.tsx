import { DeclineQuoteSchema, RFQ_DECLINE_REASONS, RFQ_LIMITS, type RfqDeclineReason } from '@sc/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../../lib/applyFormError';
import { zodRule } from '../../../../lib/zodRule';
import styles from './DeclineQuoteModal.module.css';

type DeclineValues = { reason?: RfqDeclineReason; note: string };

type DeclineQuoteModalProps = {
  supplierName: string;
  isOpen: boolean;
  isSending: boolean;
  onDecline: (values: { reason: RfqDeclineReason; note: string }) => Promise<unknown>;
  onClose: () => void;
};

/** Why the buyer declines a quote (the supplier sees it), with an optional note. */
export function DeclineQuoteModal({
  supplierName,
  isOpen,
  isSending,
  onDecline,
  onClose,
}: DeclineQuoteModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeclineValues>();

  async function handleOk() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.reason) return;
    try {
      await onDecline({ reason: values.reason, note: values.note ?? '' });
      onClose();
    } catch (error) {
      applyFormError(form, error);
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('buyerRfq.quote.declineTitle', { name: supplierName })}
      okText={t('buyerRfq.quote.declineOk')}
      okButtonProps={{ danger: true }}
      confirmLoading={isSending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DeclineValues>
        form={form}
        name="declineQuote"
        layout="vertical"
        initialValues={{ note: '' }}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={t('buyerRfq.quote.declineReason')}
          rules={[zodRule(DeclineQuoteSchema.shape.reason)]}
          required
        >
          <Radio.Group className={styles.reasons}>
            {RFQ_DECLINE_REASONS.map((reason) => (
              <Radio key={reason} value={reason}>
                {t(`buyerRfq.declineReason.${reason}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('buyerRfq.quote.declineNote')}
          rules={[zodRule(DeclineQuoteSchema.shape.note)]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={RFQ_LIMITS.reasonMax}
            showCount
            placeholder={t('buyerRfq.quote.declineNotePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
