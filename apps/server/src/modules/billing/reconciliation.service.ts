import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { ProviderPayment } from '../../platform/payments/paymentProvider.js';
import {
  findOrder,
  findStuckOrders,
  insertEventOnce,
  moveOrder,
  type OrderRow,
  setEventOutcome,
} from './orders.repository.js';
import { settlePayment } from './settlement.service.js';

/** Orders waiting this long for the provider's notify are asked about. */
export const ASK_AFTER_MS = 10 * 60_000;
/** Orders still not settled this long after they were opened or submitted are expired. */
export const EXPIRE_AFTER_MS = 24 * 3_600_000;
const BATCH = 100;

/** What one reconciliation run did, for its log line and tests. */
export interface ReconcileReport {
  asked: number;
  settled: number;
  expired: number;
  unanswered: number;
}

/**
 * The scheduled job behind lost notifies: every order waiting for more than 10 minutes is asked
 * of the provider; its signed answer settles it (granting on success) exactly as a notify would;
 * an order never submitted, or still unsettled after 24 hours, expires. Runs in any process.
 */
export async function reconcilePayments(ctx: AppContext): Promise<ReconcileReport> {
  const now = ctx.clock.now();
  const report: ReconcileReport = { asked: 0, settled: 0, expired: 0, unanswered: 0 };
  const stuck = await findStuckOrders(ctx.db, new Date(now.getTime() - ASK_AFTER_MS), BATCH);
  for (const order of stuck) {
    const isOld = (order.submittedAt ?? order.createdAt).getTime() < now.getTime() - EXPIRE_AFTER_MS;
    if (!order.submittedAt) {
      // Never sent to the provider (the payer left at the card step): nothing can have been charged.
      if (isOld && (await moveOrder(ctx.db, order.id, { status: 'expired' }, now))) report.expired += 1;
      continue;
    }
    report.asked += 1;
    const answer = await ctx.payments.query(order.merchantTransactionId).catch((error: unknown) => {
      ctx.log.warn(
        { err: error, order: order.merchantTransactionId },
        'reconciliation: the provider did not answer',
      );
      return null;
    });
    if (answer?.status === 'succeeded' || answer?.status === 'failed') {
      if (await settleFromQuery(ctx, order, answer.status, answer)) report.settled += 1;
    } else if (isOld && answer?.status !== 'pending_3ds') {
      if (await moveOrder(ctx.db, order.id, { status: 'expired' }, now)) report.expired += 1;
    } else if (!answer) {
      report.unanswered += 1;
    }
  }
  if (stuck.length > 0) ctx.log.info({ ...report }, 'payments reconciled');
  return report;
}

/** Settles an order from the provider's answer to our query, recorded like a notify (once). */
async function settleFromQuery(
  ctx: AppContext,
  order: OrderRow,
  status: 'succeeded' | 'failed',
  answer: ProviderPayment,
): Promise<boolean> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const locked = await findOrder(tx, order.merchantTransactionId, { lock: true });
    if (!locked) return false;
    const eventId = await insertEventOnce(tx, {
      orderId: locked.id,
      eventKey: `query:${locked.merchantTransactionId}:${status}`,
      kind: 'payment',
      status,
      outcome: 'received',
      rawBody: JSON.stringify({ source: 'reconciliation', ...answer }),
      receivedAt: now,
    });
    if (eventId === null) return false;
    const result = await settlePayment(
      tx,
      locked,
      {
        status,
        ...(answer.failureCode ? { failureCode: answer.failureCode } : {}),
        ...(answer.providerTransactionId ? { providerTransactionId: answer.providerTransactionId } : {}),
        ...(answer.cardLast4 ? { cardLast4: answer.cardLast4 } : {}),
        ...(answer.cardBrand ? { cardBrand: answer.cardBrand } : {}),
      },
      now,
    );
    await setEventOutcome(tx, eventId, result);
    return result !== 'ignored';
  });
}
