import type { BuyerReportReason } from '@sc/contract';
import { and, asc, count, countDistinct, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { buyerContacts, buyerReports, buyers, suppliers, users } from '../../db/schema/index.js';

/** Whether the supplier and the buyer have dealt with each other (either side reached out). */
export async function hasContact(db: Database, supplierId: number, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: buyerContacts.buyerId })
    .from(buyerContacts)
    .where(and(eq(buyerContacts.supplierId, supplierId), eq(buyerContacts.buyerId, buyerId)))
    .limit(1);
  return Boolean(row);
}

/** A new open report; undefined when the company has an open report of the buyer already. */
export async function insertReport(
  db: Database,
  report: {
    buyerId: number;
    supplierId: number;
    reporterUserId: number;
    reason: BuyerReportReason;
    note: string | null;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(buyerReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: buyerReports.id, createdAt: buyerReports.createdAt });
  return row;
}

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');
const buyerUser = alias(users, 'buyer_user');

const reportColumns = {
  id: buyerReports.id,
  buyerId: buyerReports.buyerId,
  buyerName: buyerUser.realName,
  buyerCompany: buyers.companyName,
  supplierId: buyerReports.supplierId,
  supplierName: suppliers.name,
  reporterName: reporter.realName,
  reason: buyerReports.reason,
  note: buyerReports.note,
  createdAt: buyerReports.createdAt,
  resolvedAt: buyerReports.resolvedAt,
  resolvedBy: resolver.realName,
  resolution: buyerReports.resolution,
};

const withNames = (db: Database) =>
  db
    .select(reportColumns)
    .from(buyerReports)
    .innerJoin(buyers, eq(buyers.id, buyerReports.buyerId))
    .innerJoin(buyerUser, eq(buyerUser.id, buyers.userId))
    .innerJoin(suppliers, eq(suppliers.id, buyerReports.supplierId))
    .innerJoin(reporter, eq(reporter.id, buyerReports.reporterUserId))
    .leftJoin(resolver, eq(resolver.id, buyerReports.resolvedBy));

/** Reports by state (open ones oldest first, the others newest first), optionally of one buyer. */
export async function listReports(
  db: Database,
  filter: { state: 'open' | 'resolved' | 'all'; buyerId?: number | undefined },
  page: { offset: number; limit: number },
) {
  const where: SQL | undefined = and(
    filter.state === 'open'
      ? isNull(buyerReports.resolvedAt)
      : filter.state === 'resolved'
        ? isNotNull(buyerReports.resolvedAt)
        : undefined,
    filter.buyerId ? eq(buyerReports.buyerId, filter.buyerId) : undefined,
  );
  const order =
    filter.state === 'open'
      ? [asc(buyerReports.createdAt), asc(buyerReports.id)]
      : [desc(buyerReports.createdAt), desc(buyerReports.id)];
  const [rows, [total]] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(buyerReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A buyer's latest reports, open ones first. */
export async function listRecentReportsOf(db: Database, buyerId: number, limit: number) {
  return withNames(db)
    .where(eq(buyerReports.buyerId, buyerId))
    .orderBy(
      sql`${buyerReports.resolvedAt} is null desc`,
      desc(buyerReports.createdAt),
      desc(buyerReports.id),
    )
    .limit(limit);
}

export async function findReport(db: Database, reportId: number) {
  const [row] = await withNames(db).where(eq(buyerReports.id, reportId)).limit(1);
  return row;
}

export type BuyerReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Locks a report for its decision. */
export async function lockReport(tx: Database, reportId: number) {
  const [row] = await tx
    .select({
      id: buyerReports.id,
      buyerId: buyerReports.buyerId,
      supplierId: buyerReports.supplierId,
      reason: buyerReports.reason,
      resolvedAt: buyerReports.resolvedAt,
    })
    .from(buyerReports)
    .where(eq(buyerReports.id, reportId))
    .for('update');
  return row;
}

export async function resolveReport(
  tx: Database,
  reportId: number,
  resolution: { resolvedAt: Date; resolvedBy: number; resolution: 'blocked' | 'dismissed' },
) {
  await tx.update(buyerReports).set(resolution).where(eq(buyerReports.id, reportId));
}

/** Resolves every open report of a buyer (the buyer was blocked); how many. */
export async function resolveOpenReportsOf(
  tx: Database,
  buyerId: number,
  resolution: { resolvedAt: Date; resolvedBy: number; resolution: 'blocked' | 'dismissed' },
): Promise<number> {
  const rows = await tx
    .update(buyerReports)
    .set(resolution)
    .where(and(eq(buyerReports.buyerId, buyerId), isNull(buyerReports.resolvedAt)))
    .returning({ id: buyerReports.id });
  return rows.length;
}

/** Open reports, and how many buyers they are about. */
export async function countOpenReports(db: Database) {
  const [row] = await db
    .select({ open: count(), buyers: countDistinct(buyerReports.buyerId) })
    .from(buyerReports)
    .where(isNull(buyerReports.resolvedAt));
  return { open: row?.open ?? 0, buyers: row?.buyers ?? 0 };
}
