import { PAYMENT_STATUS, REFUND_STATUS, THREE_DS_CHALLENGE } from './lianlianProtocol.js';
import type {
  PaymentFailureCode,
  ProviderPayment,
  ProviderRefund,
  RefundFailureCode,
  VerifiedNotify,
} from './paymentProvider.js';
import type { SigningJson } from './signingJson.js';

// Turns LianLian's words (return codes, status codes, failure codes) into the provider-neutral
// ones of paymentProvider.ts. Unknown codes fall to the cautious side: an unknown payment status
// is `processing` (query it later), an unknown failure is `other`.

type Json = Readonly<Record<string, SigningJson>>;

/** The object at `key`, if it is one. */
export function objectAt(value: Json | undefined, key: string): Json | undefined {
  const found = value?.[key];
  return found !== null && typeof found === 'object' && !Array.isArray(found) ? found : undefined;
}

/** The string at `key` (numbers arrive as their literal text), if it is one and not empty. */
export function stringAt(value: Json | undefined, key: string): string | undefined {
  const found = value?.[key];
  return typeof found === 'string' && found !== '' ? found : undefined;
}

const FAILURE_PATTERNS: ReadonlyArray<readonly [RegExp, PaymentFailureCode]> = [
  [/insufficient|not_?enough|balance|funds/i, 'insufficient_funds'],
  [/card_?expir|expired_?card|expir(y|ation)_?date/i, 'card_expired'],
  [/cvv|cvc|cvn|security_?code/i, 'cvv_invalid'],
  [/3ds|authenticat/i, 'authentication_failed'],
  [/time_?out/i, 'timeout'],
  [/declin|refus|reject|honou?r|restricted|lost|stolen|fraud|risk|invalid_?card/i, 'card_declined'],
];

/** Maps a LianLian failure/return code (e.g. `INSUFFICIENT_FUNDS`) to our fixed list. */
export function toFailureCode(code: string | undefined): PaymentFailureCode {
  if (!code) return 'other';
  return FAILURE_PATTERNS.find(([pattern]) => pattern.test(code))?.[1] ?? 'other';
}

/** Maps a refund refusal (e.g. `REFUND_AMOUNT_EXCEEDED`) to our list, or null when it is not a refusal we know. */
export function toRefundFailureCode(code: string): RefundFailureCode | null {
  if (/exceed|over_?refund|refundable_?amount/i.test(code)) return 'exceeds_refundable';
  if (/not_?(allow|support|refundable)|status_?(error|invalid)|not_?paid/i.test(code)) {
    return 'payment_not_refundable';
  }
  return null;
}

/** True for the return codes LianLian uses when it has no such transaction. */
export function isNotFoundCode(code: string): boolean {
  return /not_?(found|exist)|no_?such/i.test(code);
}

function cardDetails(container: Json | undefined): { cardLast4?: string; cardBrand?: string } {
  const card = objectAt(container, 'card');
  const digits = (stringAt(card, 'card_no') ?? stringAt(card, 'last4') ?? '').replace(/\D/g, '');
  const brand = stringAt(card, 'card_brand');
  return {
    ...(digits.length >= 4 ? { cardLast4: digits.slice(-4) } : {}),
    ...(brand ? { cardBrand: brand.toLowerCase() } : {}),
  };
}

/** A payment `order` object (from pay or query) in provider-neutral words. */
export function toProviderPayment(order: Json): ProviderPayment {
  const data = objectAt(order, 'payment_data');
  const status = stringAt(data, 'payment_status');
  const redirectUrl = stringAt(order, 'payment_url');
  const providerTransactionId = stringAt(order, 'll_transaction_id');
  const amount = stringAt(data, 'payment_amount');
  const currency = stringAt(data, 'payment_currency_code');
  const common = {
    ...(providerTransactionId ? { providerTransactionId } : {}),
    ...(amount ? { amount } : {}),
    ...(currency ? { currency } : {}),
    ...cardDetails(data),
  };
  if (status === PAYMENT_STATUS.paid) return { status: 'succeeded', ...common };
  if (status === PAYMENT_STATUS.failed) {
    return { status: 'failed', failureCode: toFailureCode(stringAt(data, 'failure_code')), ...common };
  }
  const isChallenge = stringAt(order, '3ds_status') === THREE_DS_CHALLENGE;
  if (redirectUrl && (isChallenge || status === PAYMENT_STATUS.waiting)) {
    return { status: 'pending_3ds', redirectUrl, ...common };
  }
  return { status: 'processing', ...common };
}

function refundStatusOf(code: string | undefined): ProviderRefund['status'] {
  if (code === REFUND_STATUS.succeeded) return 'succeeded';
  return code === REFUND_STATUS.failed ? 'failed' : 'processing';
}

/** A refund `order` object in provider-neutral words. */
export function toProviderRefund(order: Json): ProviderRefund {
  const status = refundStatusOf(stringAt(objectAt(order, 'refund_data'), 'refund_status'));
  const providerTransactionId = stringAt(order, 'll_transaction_id');
  const id = providerTransactionId ? { providerTransactionId } : {};
  return status === 'failed' ? { status, failureCode: 'other', ...id } : { status, ...id };
}

/**
 * A verified notify body in provider-neutral words, or null when it is neither a payment nor a
 * refund notify. The body is the flat object the SDK's notify handler reads; some integrations
 * wrap it in `order`, which is accepted too.
 */
export function toVerifiedNotify(
  root: Json,
  context: { merchantId: string; occurredAt: Date; raw: unknown },
): VerifiedNotify | null {
  const body = objectAt(root, 'order') ?? root;
  const merchantId = stringAt(body, 'merchant_id') ?? stringAt(root, 'merchant_id') ?? context.merchantId;
  const providerTransactionId = stringAt(body, 'll_transaction_id');
  const refund = objectAt(body, 'refund_data');
  if (refund) {
    const refundId = stringAt(body, 'merchant_transaction_id');
    const paymentId = stringAt(body, 'original_transaction_id');
    const code = stringAt(refund, 'refund_status');
    const amount = stringAt(refund, 'refund_amount');
    const currency = stringAt(refund, 'refund_currency_code');
    if (!refundId || !paymentId || !code || !amount || !currency) return null;
    return {
      eventId: `lianlian:refund:${refundId}:${code}`,
      kind: 'refund',
      merchantTransactionId: paymentId,
      refundId,
      status: refundStatusOf(code),
      ...(providerTransactionId ? { providerTransactionId } : {}),
      amount,
      currency,
      merchantId,
      occurredAt: context.occurredAt,
      raw: context.raw,
    };
  }
  const payment = objectAt(body, 'payment_data');
  const paymentId = stringAt(body, 'merchant_transaction_id');
  const code = stringAt(payment, 'payment_status');
  const amount = stringAt(payment, 'payment_amount');
  const currency = stringAt(payment, 'payment_currency_code');
  if (!payment || !paymentId || !code || !amount || !currency) return null;
  const isFailed = code === PAYMENT_STATUS.failed;
  return {
    eventId: `lianlian:payment:${paymentId}:${code}`,
    kind: 'payment',
    merchantTransactionId: paymentId,
    status: code === PAYMENT_STATUS.paid ? 'succeeded' : isFailed ? 'failed' : 'processing',
    ...(isFailed ? { failureCode: toFailureCode(stringAt(payment, 'failure_code')) } : {}),
    ...(providerTransactionId ? { providerTransactionId } : {}),
    amount,
    currency,
    merchantId,
    ...cardDetails(payment),
    occurredAt: context.occurredAt,
    raw: context.raw,
  };
}
