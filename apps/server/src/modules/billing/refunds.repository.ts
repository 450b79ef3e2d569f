import type { RefundStatus } from '@sc/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentRefunds } from '../../db/schema/index.js';

/** Records a refund asked of the provider. */
export async function insertRefund(db: Database, refund: typeof paymentRefunds.$inferInsert): Promise<void> {
  await db.insert(paymentRefunds).values(refund);
}

/** Settles a refund still processing; returns it, or null when it was settled before. */
export async function markRefund(
  db: Database,
  refundId: string,
  status: Exclude<RefundStatus, 'processing'>,
  now: Date,
) {
  const [row] = await db
    .update(paymentRefunds)
    .set({ status, settledAt: now })
    .where(and(eq(paymentRefunds.refundId, refundId), eq(paymentRefunds.status, 'processing')))
    .returning();
  return row ?? null;
}

export async function findRefund(db: Database, refundId: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundId, refundId));
  return row;
}

/** What refunds of an order still being processed add up to (decimal string). */
export async function sumOpenRefunds(db: Database, orderId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)::numeric(12,2)::text` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, 'processing')));
  return row?.total ?? '0';
}
