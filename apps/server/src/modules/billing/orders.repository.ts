import type { OrderStatus, PaymentFailure } from '@sc/contract';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentEvents, paymentOrders, serviceLedger, suppliers, users } from '../../db/schema/index.js';
import { statusesBefore } from './orderStatus.js';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = Omit<typeof paymentOrders.$inferInsert, 'id' | 'status'>;

/** Creates an order, or returns null when the supplier already has an open one for the package. */
export async function insertOrderUnlessOpen(db: Database, order: NewOrder): Promise<OrderRow | null> {
  const [row] = await db.insert(paymentOrders).values(order).onConflictDoNothing().returning();
  return row ?? null;
}

/** The supplier's order still waiting for a card for this package. */
export async function findOpenOrder(db: Database, supplierId: number, packageId: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.supplierId, supplierId),
        eq(paymentOrders.packageId, packageId),
        eq(paymentOrders.status, 'created'),
      ),
    );
  return row;
}

/** An order by the id the provider knows, locked for the rest of the transaction when `lock`. */
export async function findOrder(db: Database, merchantTransactionId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.merchantTransactionId, merchantTransactionId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface OrderChange {
  status: OrderStatus;
  failureCode?: PaymentFailure | null;
  providerTransactionId?: string | null;
  cardLast4?: string | null;
  cardBrand?: string | null;
  submittedAt?: Date;
  paidAt?: Date;
  refundedAmount?: string;
}

/**
 * Moves an order forward to `change.status`, only from a state that may lead there; returns the
 * updated row, or null when the order was elsewhere (a concurrent move won, or it would go back).
 */
export async function moveOrder(db: Database, orderId: number, change: OrderChange, now: Date) {
  const from = statusesBefore(change.status);
  if (from.length === 0) return null;
  const [row] = await db
    .update(paymentOrders)
    .set({
      status: change.status,
      updatedAt: now,
      ...(change.failureCode !== undefined ? { failureCode: change.failureCode } : {}),
      ...(change.providerTransactionId ? { providerTransactionId: change.providerTransactionId } : {}),
      ...(change.cardLast4 ? { cardLast4: change.cardLast4 } : {}),
      ...(change.cardBrand ? { cardBrand: change.cardBrand } : {}),
      ...(change.submittedAt ? { submittedAt: change.submittedAt } : {}),
      ...(change.paidAt ? { paidAt: change.paidAt } : {}),
      ...(change.refundedAmount ? { refundedAmount: change.refundedAmount } : {}),
    })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, from)))
    .returning();
  return row ?? null;
}

/** Records a verified notify once; false when its event key was seen before (a duplicate). */
export async function insertEventOnce(
  db: Database,
  event: {
    orderId: number | null;
    eventKey: string | null;
    kind: string | null;
    status: string | null;
    outcome: string;
    rawBody: string;
    receivedAt: Date;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

/** Sets what was done with a recorded event. */
export async function setEventOutcome(db: Database, eventId: number, outcome: string): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, eventId));
}

/** The supplier's orders, newest first, with the period each granted. */
export async function listOrders(db: Database, supplierId: number, page: { offset: number; limit: number }) {
  const where = eq(paymentOrders.supplierId, supplierId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: paymentOrders,
        periodStartsAt: serviceLedger.periodStartsAt,
        periodEndsAt: serviceLedger.periodEndsAt,
      })
      .from(paymentOrders)
      .leftJoin(
        serviceLedger,
        and(
          eq(serviceLedger.orderId, paymentOrders.id),
          inArray(serviceLedger.reason, ['payment', 'renewal']),
        ),
      )
      .where(where)
      .orderBy(desc(paymentOrders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(paymentOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The period an order granted, if it did. */
export async function findOrderPeriod(db: Database, orderId: number) {
  const [row] = await db
    .select({ startsAt: serviceLedger.periodStartsAt, endsAt: serviceLedger.periodEndsAt })
    .from(serviceLedger)
    .where(and(eq(serviceLedger.orderId, orderId), inArray(serviceLedger.reason, ['payment', 'renewal'])));
  return row ?? null;
}

/** Orders waiting for the provider since before `before` (reconciliation). */
export function findStuckOrders(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ['created', 'pending_3ds', 'processing']),
        lt(sql`coalesce(${paymentOrders.submittedAt}, ${paymentOrders.createdAt})`, before),
      ),
    )
    .orderBy(paymentOrders.id)
    .limit(limit);
}

/** Whether the supplier paid for an order before (a new payment then counts as a renewal). */
export async function hasPaidBefore(
  db: Database,
  supplierId: number,
  exceptOrderId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceLedger)
    .where(
      and(
        eq(serviceLedger.supplierId, supplierId),
        inArray(serviceLedger.reason, ['payment', 'renewal']),
        sql`${serviceLedger.orderId} is distinct from ${exceptOrderId}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Marks an order as submitted to the provider, once: only an order still waiting for its card and
 * not submitted yet is claimed. Returns the row, or null when another call claimed it first.
 */
export async function claimOrderForPayment(db: Database, orderId: number, now: Date) {
  const [row] = await db
    .update(paymentOrders)
    .set({ submittedAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        eq(paymentOrders.status, 'created'),
        isNull(paymentOrders.submittedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Who pays, as the provider's customer. */
export async function findPayerFacts(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.realName, country: suppliers.country })
    .from(users)
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(users.id, userId));
  return row;
}
