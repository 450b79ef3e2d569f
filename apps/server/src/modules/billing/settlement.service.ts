import type { PaymentFailure } from '@sc/contract';
import type { Database } from '../../db/client.js';
import { activateInvitation } from '../affiliate/activation.service.js';
import { recordPaymentSucceeded } from '../companyAudit/companyAuditRecords.service.js';
import { grantService } from '../service/service.service.js';
import { hasPaidBefore, moveOrder, type OrderRow } from './orders.repository.js';

/** What the provider says happened to a payment, from a verified notify or our own signed query. */
export interface PaymentOutcome {
  status: 'succeeded' | 'processing' | 'failed';
  failureCode?: PaymentFailure;
  providerTransactionId?: string;
  cardLast4?: string;
  cardBrand?: string;
}

/** What applying an outcome did: moved the order (and granted), or nothing because it would go back. */
export type SettleResult = 'granted' | 'moved' | 'ignored';

/**
 * Applies the provider's word on a payment inside the caller's transaction (the order row locked):
 * the order moves forward only, and a success grants the package's days and contacts in the ledger
 * exactly once (the move to succeeded happens once). A renewal's days start at the current end.
 */
export async function settlePayment(
  tx: Database,
  order: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
): Promise<SettleResult> {
  const card = {
    providerTransactionId: outcome.providerTransactionId ?? null,
    cardLast4: outcome.cardLast4 ?? null,
    cardBrand: outcome.cardBrand ?? null,
  };
  if (outcome.status === 'processing') {
    return (await moveOrder(tx, order.id, { status: 'processing', ...card }, now)) ? 'moved' : 'ignored';
  }
  if (outcome.status === 'failed') {
    const moved = await moveOrder(
      tx,
      order.id,
      { status: 'failed', failureCode: outcome.failureCode ?? 'other', ...card },
      now,
    );
    return moved ? 'moved' : 'ignored';
  }
  const moved = await moveOrder(
    tx,
    order.id,
    { status: 'succeeded', failureCode: null, paidAt: now, ...card },
    now,
  );
  if (!moved) return 'ignored';
  const renewal = await hasPaidBefore(tx, order.supplierId, order.id);
  await grantService(
    tx,
    {
      supplierId: order.supplierId,
      reason: renewal ? 'renewal' : 'payment',
      days: order.days,
      contacts: order.buyerContacts,
      plan: 'subscription',
      orderId: order.id,
      userId: order.userId,
    },
    now,
  );
  // The invited company's first successful payment activates its invitation (nothing when none).
  await activateInvitation(tx, order.supplierId, 'payment', now, { orderId: order.id });
  await recordPaymentSucceeded(tx, order, now);
  return 'granted';
}
