import { randomBytes } from 'node:crypto';
import {
  brandOfCard,
  type CardEntry,
  type CardEntryError,
  type FakeCardOutcome,
  outcomeOfCard,
  validateCardEntry,
} from './fakeCards.js';
import { PAYMENT_STATUS, REFUND_STATUS } from './lianlianProtocol.js';

// The fake LianLian's memory and rules, free of HTTP: iframe tokens, card tokens, payments and
// refunds in Maps, amounts in minor units. One store per registered fake.

const TOKEN_TTL_MS = 30 * 60_000;

export type FakeCard = { cardToken: string; last4: string; brand: string; outcome: FakeCardOutcome };

export type FakeRefund = {
  refundId: string;
  llTransactionId: string;
  amountMinor: number;
  currency: string;
  status: (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
};

export type FakePayment = {
  merchantTransactionId: string;
  llTransactionId: string;
  amountMinor: number;
  currency: string;
  status: (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
  failureCode?: string;
  card: FakeCard;
  notifyUrl: string;
  returnUrl: string;
  challengeUrl?: string;
  createdAt: Date;
  refunds: Map<string, FakeRefund>;
};

export type PayRequest = {
  merchantTransactionId: string;
  amountMinor: number;
  currency: string;
  cardToken: string;
  notifyUrl: string;
  returnUrl: string;
  challengeUrlFor: (llTransactionId: string) => string;
};

type Refusal = { refused: string };

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/** A fresh, empty fake LianLian memory. */
export function createFakeStore(options: { processingTimeoutMs: number }) {
  const iframeTokens = new Map<string, Date>();
  const cards = new Map<string, FakeCard & { issuedAt: Date }>();
  const payments = new Map<string, FakePayment>();
  const byLlId = new Map<string, string>();
  const chargeCounts = new Map<string, number>();

  const charge = (payment: FakePayment) => {
    payment.status = PAYMENT_STATUS.paid;
    chargeCounts.set(
      payment.merchantTransactionId,
      (chargeCounts.get(payment.merchantTransactionId) ?? 0) + 1,
    );
  };
  const isFresh = (issuedAt: Date | undefined, now: Date) =>
    issuedAt !== undefined && now.getTime() - issuedAt.getTime() <= TOKEN_TTL_MS;

  return {
    /** A new iframe token, valid 30 minutes. */
    issueIframeToken(now: Date): string {
      const token = newId('tok_');
      iframeTokens.set(token, now);
      return token;
    },

    isIframeTokenValid(token: string, now: Date): boolean {
      return isFresh(iframeTokens.get(token), now);
    },

    /** The card page's submission: a card token, or the first wrong field (`token` when the frame expired). */
    tokenizeCard(
      iframeToken: string,
      entry: CardEntry,
      now: Date,
    ): FakeCard | { error: CardEntryError | 'token' } {
      if (!isFresh(iframeTokens.get(iframeToken), now)) return { error: 'token' };
      const error = validateCardEntry(entry, now);
      if (error) return { error };
      const card = {
        cardToken: newId('card_'),
        last4: entry.cardNumber.slice(-4),
        brand: brandOfCard(entry.cardNumber),
        outcome: outcomeOfCard(entry.cardNumber),
      };
      cards.set(card.cardToken, { ...card, issuedAt: now });
      return card;
    },

    /** Charges a card token; a known merchantTransactionId returns the existing payment untouched. */
    pay(request: PayRequest, now: Date): { payment: FakePayment; isNew: boolean } | Refusal {
      const existing = payments.get(request.merchantTransactionId);
      if (existing) {
        const isSame = existing.amountMinor === request.amountMinor && existing.currency === request.currency;
        return isSame
          ? { payment: existing, isNew: false }
          : { refused: 'DUPLICATE_MERCHANT_TRANSACTION_ID' };
      }
      const card = cards.get(request.cardToken);
      if (!card || !isFresh(card.issuedAt, now)) return { refused: 'CARD_TOKEN_INVALID' };
      const llTransactionId = newId('LL');
      const payment: FakePayment = {
        merchantTransactionId: request.merchantTransactionId,
        llTransactionId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: PAYMENT_STATUS.processing,
        card,
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
        createdAt: now,
        refunds: new Map(),
      };
      const { outcome } = card;
      if (outcome.kind === 'success') charge(payment);
      if (outcome.kind === 'declined') {
        payment.status = PAYMENT_STATUS.failed;
        payment.failureCode = outcome.failureCode;
      }
      if (outcome.kind === 'challenge') {
        payment.status = PAYMENT_STATUS.waiting;
        payment.challengeUrl = request.challengeUrlFor(llTransactionId);
      }
      payments.set(payment.merchantTransactionId, payment);
      byLlId.set(llTransactionId, payment.merchantTransactionId);
      return { payment, isNew: true };
    },

    /** The payment now; one left processing longer than the timeout turns failed (TIMEOUT), silently. */
    query(merchantTransactionId: string, now: Date): FakePayment | undefined {
      const payment = payments.get(merchantTransactionId);
      if (
        payment?.status === PAYMENT_STATUS.processing &&
        now.getTime() - payment.createdAt.getTime() > options.processingTimeoutMs
      ) {
        payment.status = PAYMENT_STATUS.failed;
        payment.failureCode = 'TIMEOUT';
      }
      return payment;
    },

    findByLlId(llTransactionId: string): FakePayment | undefined {
      const id = byLlId.get(llTransactionId);
      return id === undefined ? undefined : payments.get(id);
    },

    /** The buyer's answer on the 3-D Secure page; true when it changed the payment (false: already settled). */
    completeChallenge(payment: FakePayment, isAuthenticated: boolean): boolean {
      if (payment.status !== PAYMENT_STATUS.waiting) return false;
      if (isAuthenticated) {
        charge(payment);
      } else {
        payment.status = PAYMENT_STATUS.failed;
        payment.failureCode = '3DS_AUTHENTICATION_FAILED';
      }
      return true;
    },

    /** Refunds part of a paid payment; idempotent on refundId; the sum of refunds never exceeds the payment. */
    refund(request: {
      merchantTransactionId: string;
      refundId: string;
      amountMinor: number;
      currency: string;
    }): { payment: FakePayment; refund: FakeRefund; isNew: boolean } | Refusal {
      const payment = payments.get(request.merchantTransactionId);
      if (!payment) return { refused: 'TRANSACTION_NOT_FOUND' };
      const existing = payment.refunds.get(request.refundId);
      if (existing) {
        return existing.amountMinor === request.amountMinor
          ? { payment, refund: existing, isNew: false }
          : { refused: 'DUPLICATE_REFUND_ID' };
      }
      if (payment.status !== PAYMENT_STATUS.paid) return { refused: 'PAYMENT_NOT_REFUNDABLE' };
      if (request.currency !== payment.currency) return { refused: 'CURRENCY_MISMATCH' };
      const refunded = [...payment.refunds.values()].reduce((sum, refund) => sum + refund.amountMinor, 0);
      if (request.amountMinor <= 0 || refunded + request.amountMinor > payment.amountMinor) {
        return { refused: 'REFUND_AMOUNT_EXCEEDED' };
      }
      const refund: FakeRefund = {
        refundId: request.refundId,
        llTransactionId: newId('LR'),
        amountMinor: request.amountMinor,
        currency: request.currency,
        status: REFUND_STATUS.succeeded,
      };
      payment.refunds.set(refund.refundId, refund);
      return { payment, refund, isNew: true };
    },

    /** How many times money was taken for this merchant transaction (a test should see 1, never 2). */
    charges(merchantTransactionId: string): number {
      return chargeCounts.get(merchantTransactionId) ?? 0;
    },

    reset(): void {
      for (const map of [iframeTokens, cards, payments, byLlId, chargeCounts]) map.clear();
    },
  };
}

export type FakeStore = ReturnType<typeof createFakeStore>;
