/** Languages the card frame can show. */
export type CardLocale = 'en' | 'zh' | 'ja';

/**
 * Why a card payment did not go through. A fixed list, so the web app can translate each one;
 * anything the provider says that fits none of them becomes `other`.
 */
export type PaymentFailureCode =
  | 'insufficient_funds'
  | 'card_expired'
  | 'cvv_invalid'
  | 'card_declined'
  | 'authentication_failed'
  | 'timeout'
  | 'other';

/** Why a refund was refused. */
export type RefundFailureCode = 'exceeds_refundable' | 'payment_not_refundable' | 'other';

/** A payment as the provider sees it, in provider-neutral words. */
export type ProviderPayment = {
  /** `pending_3ds`: send the buyer to `redirectUrl`; the result comes by notify (or query). */
  status: 'succeeded' | 'pending_3ds' | 'processing' | 'failed' | 'not_found';
  providerTransactionId?: string;
  redirectUrl?: string;
  failureCode?: PaymentFailureCode;
  cardLast4?: string;
  cardBrand?: string;
  /** Decimal string, e.g. "199.00". */
  amount?: string;
  currency?: string;
};

/** The result of a refund request (refunds are idempotent on `refundId`). */
export type ProviderRefund = {
  status: 'succeeded' | 'processing' | 'failed';
  providerTransactionId?: string;
  failureCode?: RefundFailureCode;
};

/** A provider notification whose signature and freshness have been checked. */
export type VerifiedNotify = {
  /**
   * Unique per provider event (kind + transaction + status), for idempotency: a duplicate notify
   * has the same id. Events may still arrive out of order (a stale `failed` after `succeeded`),
   * so business code must never leave a final state because of a notify.
   */
  eventId: string;
  kind: 'payment' | 'refund';
  /** The payment's merchant transaction id (for a refund: the refunded payment's). */
  merchantTransactionId: string;
  refundId?: string;
  status: 'succeeded' | 'processing' | 'failed';
  failureCode?: PaymentFailureCode;
  providerTransactionId?: string;
  amount: string;
  currency: string;
  merchantId: string;
  cardLast4?: string;
  cardBrand?: string;
  /** When the provider says it sent the notify. */
  occurredAt: Date;
  raw: unknown;
};

/** Everything a card payment needs from a payment provider; business code sees only this. */
export interface PaymentProvider {
  /** Token for the card iframe of one order (LianLian: GET /v3/merchants/{id}/token). */
  createCardSession(input: {
    merchantTransactionId: string;
    amount: string;
    currency: string;
    locale: CardLocale;
  }): Promise<{ token: string; cardPageUrl: string }>;
  /** Charges the card token for the order; idempotent on merchantTransactionId at the provider. */
  pay(input: {
    merchantTransactionId: string;
    /** Decimal string, e.g. "199.00". */
    amount: string;
    currency: string;
    cardToken: string;
    description: string;
    customer: { email: string; name: string; country: string };
    returnUrl: string;
    notifyUrl: string;
  }): Promise<ProviderPayment>;
  /** The payment's current state at the provider (`not_found` when it never reached it). */
  query(merchantTransactionId: string): Promise<ProviderPayment>;
  /** Refunds part or all of a succeeded payment; idempotent on `refundId`. */
  refund(input: {
    merchantTransactionId: string;
    refundId: string;
    amount: string;
    currency: string;
    reason: string;
    notifyUrl: string;
  }): Promise<ProviderRefund>;
  /**
   * Verifies a notify from its raw body and headers: signature, merchant and freshness of the
   * timestamp header (against the injected clock). Throws NotifyRejected with a reason.
   */
  verifyNotify(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
  }): VerifiedNotify;
}

export type NotifyRejectReason =
  | 'missing_signature'
  | 'malformed_signature'
  | 'bad_signature'
  | 'missing_timestamp'
  | 'stale_timestamp'
  | 'malformed_body'
  | 'wrong_merchant';

/** A notify we must not believe; answer it with an error status and do nothing else. */
export class NotifyRejected extends Error {
  constructor(
    readonly reason: NotifyRejectReason,
    detail?: string,
  ) {
    super(detail ? `notify rejected: ${reason} (${detail})` : `notify rejected: ${reason}`);
    this.name = 'NotifyRejected';
  }
}

/**
 * The provider could not give a trustworthy answer (network, timeout, unsigned or forged
 * response, refused request). The payment's state is unknown: query it later, never assume.
 */
export class PaymentProviderError extends Error {
  constructor(
    /** The provider's code (e.g. `SIGNATURE_ERROR`) or ours: `network`, `timeout`, `unsigned_response`, `bad_response_signature`, `bad_response`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
