import type { QuotaReason } from '@sc/contract';
import { and, count, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { buyers, quotaLedger, supplierQuotas, supplierServices, users } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** Adds contacts to a supplier's quota and writes the credit to the ledger. */
export async function creditQuota(
  db: Database,
  entry: { supplierId: number; amount: number; reason: QuotaReason; userId?: number | null },
) {
  await db
    .insert(supplierQuotas)
    .values({ supplierId: entry.supplierId, total: entry.amount })
    .onConflictDoUpdate({
      target: supplierQuotas.supplierId,
      set: { total: sql`${supplierQuotas.total} + ${entry.amount}` },
    });
  await db.insert(quotaLedger).values({
    supplierId: entry.supplierId,
    delta: entry.amount,
    reason: entry.reason,
    userId: entry.userId ?? null,
  });
}

/**
 * Takes one contact from the quota, or returns false when none is left. The conditional UPDATE
 * locks the supplier's counter row, so concurrent debits queue and each sees the last one's result:
 * the quota can neither go below zero nor be spent twice. Call it inside the contact's transaction.
 */
export async function debitQuota(
  db: Database,
  entry: { supplierId: number; buyerId: number; userId: number; reason: 'contact' | 'reply' },
): Promise<boolean> {
  const updated = await db
    .update(supplierQuotas)
    .set({ used: sql`${supplierQuotas.used} + 1` })
    .where(
      and(eq(supplierQuotas.supplierId, entry.supplierId), lt(supplierQuotas.used, supplierQuotas.total)),
    )
    .returning({ used: supplierQuotas.used });
  if (updated.length === 0) return false;
  await db.insert(quotaLedger).values({ ...entry, delta: -1 });
  return true;
}

export async function findQuota(db: Database, supplierId: number) {
  const [row] = await db
    .select({ total: supplierQuotas.total, used: supplierQuotas.used })
    .from(supplierQuotas)
    .where(eq(supplierQuotas.supplierId, supplierId));
  return row ?? { total: 0, used: 0 };
}

/** Opens a period of service of `days` days starting now. */
export async function insertService(
  db: Database,
  input: { supplierId: number; kind: 'trial' | 'subscription'; days: number; from?: Date },
) {
  const startsAt = input.from ?? new Date();
  await db.insert(supplierServices).values({
    supplierId: input.supplierId,
    kind: input.kind,
    startsAt,
    endsAt: new Date(startsAt.getTime() + input.days * DAY_MS),
  });
}

/** The service live now; a subscription wins over a trial, then the one that lasts longest. */
export async function findLiveService(db: Database, supplierId: number) {
  const [row] = await db
    .select()
    .from(supplierServices)
    .where(
      and(
        eq(supplierServices.supplierId, supplierId),
        lte(supplierServices.startsAt, sql`now()`),
        gt(supplierServices.endsAt, sql`now()`),
      ),
    )
    .orderBy(sql`${supplierServices.kind} = 'subscription' desc`, desc(supplierServices.endsAt))
    .limit(1);
  return row;
}

const spender = alias(users, 'spender');
const buyerUser = alias(users, 'buyer_user');

export async function listLedger(db: Database, supplierId: number, page: { offset: number; limit: number }) {
  const where = eq(quotaLedger.supplierId, supplierId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: quotaLedger,
        buyerName: buyerUser.realName,
        buyerCompany: buyers.companyName,
        userName: spender.realName,
      })
      .from(quotaLedger)
      .leftJoin(buyers, eq(buyers.id, quotaLedger.buyerId))
      .leftJoin(buyerUser, eq(buyerUser.id, buyers.userId))
      .leftJoin(spender, eq(spender.id, quotaLedger.userId))
      .where(where)
      .orderBy(desc(quotaLedger.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(quotaLedger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
