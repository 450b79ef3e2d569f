import { type ConsoleOrderDetail, ErrorCode, errorMessageKey, RefundInputSchema } from '@sc/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefundOrder } from '../../../features/billing/api/consoleBillingApi';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/formatMoney';
import { translateUnchecked } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { zodRule } from '../../../lib/zodRule';

type RefundValues = { amount: string; reason: string };

const shape = RefundInputSchema.shape;

/**
 * Refunds part or all of an order: the amount starts at what is left to refund, a reason is
 * required, and a confirmation says how much goes back to whom before anything is sent.
 */
export function RefundForm({ detail }: { detail: ConsoleOrderDetail }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { modal } = App.useApp();
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundOrder();
  const { order, refundable } = detail;
  const canRefund = Number(refundable) > 0;
  const isPaid = order.status === 'succeeded' || order.status === 'partially_refunded';
  const money = (amount: string) => formatMoney(amount, order.currency, tag);

  // Both are decimal strings with at most two decimals, which numbers compare exactly enough.
  const notAboveRefundable = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'string' && Number(value) > Number(refundable)) {
        throw new Error(
          translateUnchecked(errorMessageKey(ErrorCode.REFUND_TOO_LARGE), {
            left: refundable,
            currency: order.currency,
          }),
        );
      }
    },
  };

  async function sendRefund(values: RefundValues) {
    try {
      await refund.mutateAsync({
        merchantTransactionId: order.merchantTransactionId,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
      });
      showSuccessMessage(t('consoleBilling.refund.done', { amount: money(values.amount.trim()) }));
    } catch (error) {
      applyFormError(form, error, { [ErrorCode.REFUND_TOO_LARGE]: 'amount' });
    }
  }

  function handleFinish(values: RefundValues) {
    const amount = money(values.amount.trim());
    modal.confirm({
      title: t('consoleBilling.refund.confirmTitle', { amount, company: order.companyName }),
      content: t('consoleBilling.refund.confirmText', { number: order.merchantTransactionId }),
      okText: t('consoleBilling.refund.confirmOk', { amount }),
      okButtonProps: { danger: true },
      cancelText: t('consoleBilling.refund.cancel'),
      onOk: () => sendRefund(values),
    });
  }

  return (
    <Form<RefundValues>
      form={form}
      layout="vertical"
      disabled={!canRefund}
      initialValues={{ amount: refundable, reason: '' }}
      onFinish={handleFinish}
      style={{ marginBottom: 24 }}
    >
      {canRefund ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(isPaid ? 'consoleBilling.refund.nothingLeft' : 'consoleBilling.refund.notPaid')}
        />
      )}
      <Form.Item
        name="amount"
        label={t('consoleBilling.refund.amount')}
        extra={canRefund ? t('consoleBilling.refund.refundable', { amount: money(refundable) }) : null}
        rules={[zodRule(shape.amount), notAboveRefundable]}
      >
        <Input inputMode="decimal" suffix={order.currency} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="reason" label={t('consoleBilling.refund.reason')} rules={[zodRule(shape.reason)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={300}
          showCount
          placeholder={t('consoleBilling.refund.reasonPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" loading={refund.isPending}>
        {t('consoleBilling.refund.submit')}
      </Button>
    </Form>
  );
}
