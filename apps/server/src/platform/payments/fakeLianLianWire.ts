import type { FakePayment, FakeRefund } from './fakeLianLianStore.js';
import { fromMinorUnits, PAYMENT_STATUS, REFUND_STATUS, THREE_DS_CHALLENGE } from './lianlianProtocol.js';

// The JSON the fake LianLian writes: `order` objects of its answers and the bodies of its
// notifies, shaped like the real API's (see lianlianAdapter.ts). Every value is a string, so
// the signed string is the same whether the reader parses numbers or not.

type Wire = Record<string, unknown>;

function paymentData(payment: FakePayment, status = payment.status, failureCode = payment.failureCode): Wire {
  return {
    payment_status: status,
    payment_amount: fromMinorUnits(payment.amountMinor),
    payment_currency_code: payment.currency,
    ...(status === PAYMENT_STATUS.failed && failureCode ? { failure_code: failureCode } : {}),
    card: { card_no: `${'*'.repeat(12)}${payment.card.last4}`, card_brand: payment.card.brand },
  };
}

/** The `order` of a pay or query answer. */
export function paymentOrder(payment: FakePayment, merchantId: string): Wire {
  const isChallenge = payment.status === PAYMENT_STATUS.waiting && payment.challengeUrl;
  return {
    merchant_id: merchantId,
    merchant_transaction_id: payment.merchantTransactionId,
    ll_transaction_id: payment.llTransactionId,
    payment_data: paymentData(payment),
    ...(isChallenge ? { '3ds_status': THREE_DS_CHALLENGE, payment_url: payment.challengeUrl } : {}),
  };
}

/** A payment notify for the payment's current state, and the stale one sent after it when out of order. */
export function paymentNotifies(payment: FakePayment, merchantId: string): { body: Wire; stale: Wire } {
  const base = {
    merchant_id: merchantId,
    merchant_transaction_id: payment.merchantTransactionId,
    ll_transaction_id: payment.llTransactionId,
  };
  const stale =
    payment.status === PAYMENT_STATUS.paid
      ? paymentData(payment, PAYMENT_STATUS.failed, 'CARD_DECLINED')
      : paymentData(payment, PAYMENT_STATUS.processing);
  return { body: { ...base, payment_data: paymentData(payment) }, stale: { ...base, payment_data: stale } };
}

function refundBody(payment: FakePayment, refund: FakeRefund, merchantId: string, status: string): Wire {
  return {
    merchant_id: merchantId,
    merchant_transaction_id: refund.refundId,
    original_transaction_id: payment.merchantTransactionId,
    ll_transaction_id: refund.llTransactionId,
    refund_data: {
      refund_status: status,
      refund_amount: fromMinorUnits(refund.amountMinor),
      refund_currency_code: refund.currency,
    },
  };
}

/** The `order` of a refund answer. */
export function refundOrder(payment: FakePayment, refund: FakeRefund, merchantId: string): Wire {
  return refundBody(payment, refund, merchantId, refund.status);
}

/** A refund notify and its stale twin (still processing). */
export function refundNotifies(payment: FakePayment, refund: FakeRefund, merchantId: string) {
  return {
    body: refundBody(payment, refund, merchantId, refund.status),
    stale: refundBody(payment, refund, merchantId, REFUND_STATUS.processing),
  };
}
