import { randomBytes } from 'node:crypto';
import { fromCents, toCents } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { PaymentProviderError } from '../../platform/payments/paymentProvider.js';
import { reverseInvitationOnRefund } from '../affiliate/activation.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { recordRefundSucceeded } from '../companyAudit/companyAuditRecords.service.js';
import { takeBackOrderGrant } from '../service/service.service.js';
import { findOrder, moveOrder, type OrderRow } from './orders.repository.js';
import { findRefund, insertRefund, markRefund, sumOpenRefunds } from './refunds.repository.js';

/** Provider errors after which a refund may or may not have been made: wait for its notify. */
const UNKNOWN_OUTCOME_CODES = new Set([
  'network',
  'timeout',
  'unsigned_response',
  'bad_response_signature',
  'bad_response',
]);

/** The provider's word on a refund (from its notify or its answer to the request). */
export interface RefundOutcome {
  refundId?: string;
  status: 'succeeded' | 'processing' | 'failed';
}

/**
 * Applies a refund's result inside the caller's transaction (order locked): once per refund, a
 * success adds to the order's refunded amount, moves it to partially_refunded or refunded, and takes
 * back from the ledger the share of days and contacts the money refunded paid for.
 */
export async function settleRefund(
  tx: Database,
  order: OrderRow,
  outcome: RefundOutcome,
  now: Date,
): Promise<'granted' | 'moved' | 'ignored'> {
  if (!outcome.refundId || outcome.status === 'processing') return 'ignored';
  const refund = await markRefund(tx, outcome.refundId, outcome.status, now);
  if (!refund || refund.orderId !== order.id) return 'ignored';
  if (outcome.status === 'failed') return 'moved';
  const refunded = toCents(order.refundedAmount) + toCents(refund.amount);
  const total = toCents(order.amount);
  await moveOrder(
    tx,
    order.id,
    { status: refunded >= total ? 'refunded' : 'partially_refunded', refundedAmount: fromCents(refunded) },
    now,
  );
  await takeBackOrderGrant(tx, { orderId: order.id, share: { refunded, total }, note: refund.reason }, now);
  // A refund of the payment that activated an invitation, before its reward was granted, reverses it.
  await reverseInvitationOnRefund(tx, order.supplierId, order.id, now);
  await recordRefundSucceeded(tx, order, refund, now);
  return 'granted';
}

/**
 * The platform team refunds part or all of a paid order through the provider. The request is
 * recorded (with the audit entry) before the provider is asked; its answer, or its notify later,
 * settles it. More than what is left to refund is refused.
 */
export async function requestRefund(
  ctx: AppContext,
  staff: StaffCaller,
  input: { merchantTransactionId: string; amount: string; reason: string },
): Promise<{ refundId: string; status: 'processing' | 'succeeded' | 'failed' }> {
  const now = ctx.clock.now();
  const refundId = `RF${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
  const order = await inTransaction(ctx.db, async (tx) => {
    const locked = await findOrder(tx, input.merchantTransactionId, { lock: true });
    if (!locked) throw new AppError('RECORD_NOT_FOUND');
    if (locked.status !== 'succeeded' && locked.status !== 'partially_refunded')
      throw new AppError('ORDER_NOT_PAYABLE');
    const open = await sumOpenRefunds(tx, locked.id);
    const left = toCents(locked.amount) - toCents(locked.refundedAmount) - toCents(open);
    if (toCents(input.amount) > left) {
      throw new AppError('REFUND_TOO_LARGE', {
        values: { left: fromCents(left), currency: locked.currency },
      });
    }
    await insertRefund(tx, {
      refundId,
      orderId: locked.id,
      amount: input.amount,
      status: 'processing',
      reason: input.reason,
      staffUserId: staff.userId,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: { userId: staff.userId, realName: staff.realName },
      action: 'payment.refund',
      targetType: 'payment_order',
      targetId: locked.merchantTransactionId,
      details: { refundId, amount: input.amount, currency: locked.currency, reason: input.reason },
    });
    return locked;
  });
  const answer = await ctx.payments
    .refund({
      merchantTransactionId: order.merchantTransactionId,
      refundId,
      amount: input.amount,
      currency: order.currency,
      reason: input.reason,
      notifyUrl: ctx.config.payments.notifyUrl,
    })
    .catch((error: unknown) => {
      // The provider refused the request itself (e.g. an unknown transaction): nothing will follow.
      if (error instanceof PaymentProviderError && !UNKNOWN_OUTCOME_CODES.has(error.code)) {
        ctx.log.warn({ err: error, refundId }, 'refund refused by the provider');
        return { status: 'failed' as const };
      }
      ctx.log.warn({ err: error, refundId }, 'refund answer lost; its notify will settle it');
      return { status: 'processing' as const };
    });
  if (answer.status !== 'processing') {
    await inTransaction(ctx.db, async (tx) => {
      const locked = await findOrder(tx, order.merchantTransactionId, { lock: true });
      if (locked) await settleRefund(tx, locked, { refundId, status: answer.status }, ctx.clock.now());
    });
  }
  const refund = await findRefund(ctx.db, refundId);
  return { refundId, status: refund?.status ?? 'processing' };
}
