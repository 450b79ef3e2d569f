import { sameAmount } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { NotifyRejected, type VerifiedNotify } from '../../platform/payments/paymentProvider.js';
import { findOrder, insertEventOnce, setEventOutcome } from './orders.repository.js';
import { settleRefund } from './refunds.service.js';
import { settlePayment } from './settlement.service.js';

/** What the notify endpoint answers: 200 acknowledges (also a duplicate), anything else refuses. */
export interface NotifyAnswer {
  httpStatus: 200 | 400 | 401 | 404;
  outcome: string;
}

/**
 * Handles one provider notify from its raw body: verifies the signature (and freshness), checks the
 * merchant, amount and currency against the order, then in one transaction records the event once
 * and moves the order forward (granting on success). A duplicate is acknowledged and ignored; a
 * forged, stale or mismatched notify is refused and logged, and changes nothing.
 */
export async function receiveNotify(
  ctx: AppContext,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<NotifyAnswer> {
  const now = ctx.clock.now();
  let event: VerifiedNotify;
  try {
    event = ctx.payments.verifyNotify({ rawBody, headers });
  } catch (error) {
    if (!(error instanceof NotifyRejected)) throw error;
    return refuse(ctx, { orderId: null, rawBody, now }, `rejected:${error.reason}`, 401);
  }
  return inTransaction(ctx.db, async (tx) => {
    const order = await findOrder(tx, event.merchantTransactionId, { lock: true });
    if (!order) return refuse(ctx, { orderId: null, rawBody, now }, 'rejected:unknown_order', 404, tx);
    if (
      event.kind === 'payment' &&
      (!sameAmount(event.amount, order.amount) || event.currency !== order.currency)
    ) {
      return refuse(ctx, { orderId: order.id, rawBody, now }, 'rejected:amount_mismatch', 400, tx);
    }
    const eventId = await insertEventOnce(tx, {
      orderId: order.id,
      eventKey: event.eventId,
      kind: event.kind,
      status: event.status,
      outcome: 'received',
      rawBody,
      receivedAt: now,
    });
    if (eventId === null) return { httpStatus: 200, outcome: 'duplicate' } as const;
    const result =
      event.kind === 'payment'
        ? await settlePayment(tx, order, event, now)
        : await settleRefund(tx, order, event, now);
    await setEventOutcome(tx, eventId, result);
    return { httpStatus: 200, outcome: result } as const;
  });
}

/** Keeps a refused notify's raw body with the reason (for the console), and says so in the log. */
async function refuse(
  ctx: AppContext,
  event: { orderId: number | null; rawBody: string; now: Date },
  outcome: string,
  httpStatus: NotifyAnswer['httpStatus'],
  db = ctx.db,
): Promise<NotifyAnswer> {
  ctx.log.warn({ outcome, orderId: event.orderId }, 'payment notify refused');
  await insertEventOnce(db, {
    orderId: event.orderId,
    eventKey: null,
    kind: null,
    status: null,
    outcome,
    rawBody: event.rawBody.slice(0, 20_000),
    receivedAt: event.now,
  });
  return { httpStatus, outcome };
}
