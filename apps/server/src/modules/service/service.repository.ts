import type { LedgerReason, ServicePlan } from '@sc/contract';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  buyers,
  credentialRewards,
  invitations,
  paymentOrders,
  serviceLedger,
  suppliers,
  users,
} from '../../db/schema/index.js';
import type { PeriodRow } from './serviceTimeline.js';

export interface NewLedgerEntry {
  supplierId: number;
  reason: LedgerReason;
  days?: number;
  contacts?: number;
  period?: { plan: ServicePlan; startsAt: Date; endsAt: Date };
  orderId?: number | null;
  reversesId?: number | null;
  buyerId?: number | null;
  userId?: number | null;
  note?: string | null;
  at: Date;
}

/**
 * Locks the supplier's row until the transaction ends, so grants and spends of one company queue:
 * each computes its balance after the previous one committed (no contact spent twice or below zero).
 * NO KEY UPDATE, not UPDATE: rows inserted earlier in the transaction that reference the supplier
 * (a contact, a ledger entry) hold KEY SHARE on it, which UPDATE would wait for: a deadlock.
 */
export async function lockSupplierLedger(tx: Database, supplierId: number): Promise<void> {
  await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('no key update');
}

/** Appends one entry to the ledger; returns its id. */
export async function insertLedgerEntry(db: Database, entry: NewLedgerEntry): Promise<number> {
  const [row] = await db
    .insert(serviceLedger)
    .values({
      supplierId: entry.supplierId,
      reason: entry.reason,
      days: entry.days ?? 0,
      contacts: entry.contacts ?? 0,
      plan: entry.period?.plan ?? null,
      periodStartsAt: entry.period?.startsAt ?? null,
      periodEndsAt: entry.period?.endsAt ?? null,
      orderId: entry.orderId ?? null,
      reversesId: entry.reversesId ?? null,
      buyerId: entry.buyerId ?? null,
      userId: entry.userId ?? null,
      note: entry.note ?? null,
      createdAt: entry.at,
    })
    .returning({ id: serviceLedger.id });
  if (!row) throw new Error('ledger insert returned no row');
  return row.id;
}

/** Every ledger row of the supplier that grants or takes back days. */
export async function findPeriodRows(db: Database, supplierId: number): Promise<PeriodRow[]> {
  const rows = await db
    .select({
      days: serviceLedger.days,
      plan: serviceLedger.plan,
      startsAt: serviceLedger.periodStartsAt,
      endsAt: serviceLedger.periodEndsAt,
    })
    .from(serviceLedger)
    .where(and(eq(serviceLedger.supplierId, supplierId), ne(serviceLedger.days, 0)))
    .orderBy(serviceLedger.id);
  return rows.flatMap((r) =>
    r.plan && r.startsAt && r.endsAt
      ? [{ days: r.days, plan: r.plan, startsAt: r.startsAt, endsAt: r.endsAt }]
      : [],
  );
}

/** Contacts granted (less what was taken back) and contacts spent, summed from the ledger. */
export async function sumContacts(
  db: Database,
  supplierId: number,
): Promise<{ granted: number; spent: number }> {
  const [row] = await db
    .select({
      granted: sql<number>`coalesce(sum(${serviceLedger.contacts}) filter (where ${serviceLedger.reason} not in ('contact', 'reply')), 0)::int`,
      spent: sql<number>`coalesce(-sum(${serviceLedger.contacts}) filter (where ${serviceLedger.reason} in ('contact', 'reply')), 0)::int`,
    })
    .from(serviceLedger)
    .where(eq(serviceLedger.supplierId, supplierId));
  return { granted: row?.granted ?? 0, spent: row?.spent ?? 0 };
}

export type LedgerRow = typeof serviceLedger.$inferSelect;

export async function findLedgerEntry(db: Database, id: number): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(serviceLedger).where(eq(serviceLedger.id, id));
  return row;
}

/** The entry that gave back a spent contact (a 'contact_refund' pointing at it), if any. */
export async function findContactRefundOf(
  db: Database,
  spentEntryId: number,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceLedger)
    .where(and(eq(serviceLedger.reversesId, spentEntryId), eq(serviceLedger.reason, 'contact_refund')))
    .limit(1);
  return row;
}

/** The entry that granted an order's package (null until the order succeeded). */
export async function findGrantOfOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(serviceLedger)
    .where(and(eq(serviceLedger.orderId, orderId), inArray(serviceLedger.reason, ['payment', 'renewal'])))
    .limit(1);
  return row;
}

/** What refunds already took back from a grant. */
export async function sumTakenBack(
  db: Database,
  grantId: number,
): Promise<{ days: number; contacts: number }> {
  const [row] = await db
    .select({
      days: sql<number>`coalesce(-sum(${serviceLedger.days}), 0)::int`,
      contacts: sql<number>`coalesce(-sum(${serviceLedger.contacts}), 0)::int`,
    })
    .from(serviceLedger)
    .where(eq(serviceLedger.reversesId, grantId));
  return { days: row?.days ?? 0, contacts: row?.contacts ?? 0 };
}

const spender = alias(users, 'spender');
const buyerUser = alias(users, 'buyer_user');
const invitedCompany = alias(suppliers, 'invited_company');
/** The grant an entry is or takes back from: what a reward's credential or invitation points at. */
const grantEntryId = sql`coalesce(${serviceLedger.reversesId}, ${serviceLedger.id})`;

/** A page of the supplier's ledger, newest first, with who and what each entry concerns. */
export async function listLedger(db: Database, supplierId: number, page: { offset: number; limit: number }) {
  const where = eq(serviceLedger.supplierId, supplierId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: serviceLedger,
        orderNumber: paymentOrders.merchantTransactionId,
        buyerName: buyerUser.realName,
        buyerCompany: buyers.companyName,
        userName: spender.realName,
        credentialType: credentialRewards.type,
        invitedName: sql<string | null>`coalesce(${invitedCompany.name}, ${invitations.name})`,
      })
      .from(serviceLedger)
      .leftJoin(paymentOrders, eq(paymentOrders.id, serviceLedger.orderId))
      // Each through the company's own rows (their indexes lead with it).
      .leftJoin(
        credentialRewards,
        and(eq(credentialRewards.supplierId, supplierId), eq(credentialRewards.ledgerEntryId, grantEntryId)),
      )
      .leftJoin(
        invitations,
        and(eq(invitations.inviterId, supplierId), eq(invitations.rewardEntryId, grantEntryId)),
      )
      .leftJoin(invitedCompany, eq(invitedCompany.id, invitations.invitedSupplierId))
      .leftJoin(buyers, eq(buyers.id, serviceLedger.buyerId))
      .leftJoin(buyerUser, eq(buyerUser.id, buyers.userId))
      .leftJoin(spender, eq(spender.id, serviceLedger.userId))
      .where(where)
      .orderBy(desc(serviceLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(serviceLedger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
