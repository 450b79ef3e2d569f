import type { Lang, PaymentFailure, PaymentOrder } from '@sc/contract';
import { PAYMENT_FAILURES } from '@sc/contract';
import type { OrderRow } from './orders.repository.js';

/** The package's name in a language (English where it is missing). */
export function nameIn(names: { en: string; zh: string; ja: string }, lang: Lang): string {
  return (lang === 'ch' ? names.zh : lang === 'ja' ? names.ja : names.en) || names.en;
}

function failureOf(code: string | null): PaymentFailure | null {
  if (!code) return null;
  return (PAYMENT_FAILURES as readonly string[]).includes(code) ? (code as PaymentFailure) : 'other';
}

/** The one place an order becomes JSON for its supplier. */
export function toOrderDto(
  order: OrderRow,
  lang: Lang,
  extra: { periodStartsAt?: Date | null; periodEndsAt?: Date | null; redirectUrl?: string | null } = {},
): PaymentOrder {
  return {
    merchantTransactionId: order.merchantTransactionId,
    packageName: nameIn(order.packageNames, lang),
    days: order.days,
    buyerContacts: order.buyerContacts,
    amount: order.amount,
    currency: order.currency,
    refundedAmount: order.refundedAmount,
    status: order.status,
    failure: failureOf(order.failureCode),
    redirectUrl: extra.redirectUrl ?? null,
    cardLast4: order.cardLast4,
    cardBrand: order.cardBrand,
    periodStartsAt: extra.periodStartsAt?.toISOString() ?? null,
    periodEndsAt: extra.periodEndsAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
