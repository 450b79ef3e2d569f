import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isExpiredSql, utcTodaySql } from '../../db/expiry.js';
import { containsPattern } from '../../db/likePattern.js';
import { quotationLines, quotations } from '../../db/schema/index.js';

export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotationRow = typeof quotations.$inferInsert;
export type QuotationLineRow = typeof quotationLines.$inferSelect;
export type NewQuotationLineRow = Omit<typeof quotationLines.$inferInsert, 'quotationId' | 'sort'>;
export type ListedQuotation = {
  quotation: QuotationRow;
  isExpired: boolean;
  lineCount: number;
  sendCount: number;
  lastSentAt: string | null;
  viewedCount: number;
  /** The name of the user who wrote it (null once that user is gone). */
  authorName: string | null;
};

const todayUtc = utcTodaySql;
const isExpired = isExpiredSql(quotations.expiresOn);
// Written out qualified: in a one-table select Drizzle renders ${column} bare, and a bare "id" inside
// the subquery would mean the line's id.
const lineCount = sql<number>`(select count(*) from quotation_lines ql where ql.quotation_id = "quotations"."id")::int`;
const sendCount = sql<number>`(select count(*) from quotation_sends qs where qs.quotation_id = "quotations"."id")::int`;
const viewedCount = sql<number>`(select count(*) from quotation_sends qs where qs.quotation_id = "quotations"."id" and qs.viewed_at is not null)::int`;
const lastSentAt = sql<
  string | null
>`(select to_char(max(qs.sent_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from quotation_sends qs where qs.quotation_id = "quotations"."id")`;
const authorName = sql<
  string | null
>`(select u.real_name from users u where u.id = "quotations"."created_by")`;
const columns = {
  quotation: quotations,
  isExpired,
  lineCount,
  sendCount,
  lastSentAt,
  viewedCount,
  authorName,
};

/** Arbitrary first key of the advisory lock that serializes one supplier's number allocation. */
const NUMBER_LOCK = 0x51_7a_74;

/**
 * Which of a supplier's quotations a user reaches (issue 19): all of them, or, with quotations at
 * `own` scope, only the ones they wrote (`createdBy`).
 */
export interface QuotationReach {
  supplierId: number;
  createdBy?: number | undefined;
}

/** The condition a reach puts on `quotations`. */
function reachOf(reach: QuotationReach): SQL | undefined {
  return and(
    eq(quotations.supplierId, reach.supplierId),
    reach.createdBy === undefined ? undefined : eq(quotations.createdBy, reach.createdBy),
  );
}

export interface QuotationFilter {
  keyword?: string | undefined;
  status?: 'all' | 'open' | 'expired' | undefined;
  /** true: only archived ones; false: only the others. */
  archived?: boolean | undefined;
}

function filterOf(reach: QuotationReach, filter: QuotationFilter): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    reachOf(reach),
    pattern ? or(ilike(quotations.name, pattern), ilike(quotations.number, pattern)) : undefined,
    filter.status === 'open' ? gte(quotations.expiresOn, todayUtc) : undefined,
    filter.status === 'expired' ? lt(quotations.expiresOn, todayUtc) : undefined,
    filter.archived ? isNotNull(quotations.archivedAt) : isNull(quotations.archivedAt),
  );
}

/** A page of one supplier's quotations (within the reach), newest first. */
export async function listQuotations(
  db: Database,
  reach: QuotationReach,
  filter: QuotationFilter,
  page: { offset: number; limit: number },
) {
  const where = filterOf(reach, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(quotations)
      .where(where)
      .orderBy(desc(quotations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(quotations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One supplier's open (not expired) quotations (within the reach) for pickers, newest first. */
export async function listOpenQuotations(db: Database, reach: QuotationReach, keyword?: string, limit = 200) {
  return db
    .select(columns)
    .from(quotations)
    .where(filterOf(reach, { keyword, status: 'open' }))
    .orderBy(desc(quotations.id))
    .limit(limit);
}

/**
 * One quotation of this supplier, or undefined (another supplier's id finds nothing, nor, given an
 * author, a colleague's).
 */
export async function findQuotation(
  db: Database,
  supplierId: number,
  id: number,
  createdBy?: number,
): Promise<ListedQuotation | undefined> {
  const [row] = await db
    .select(columns)
    .from(quotations)
    .where(and(eq(quotations.id, id), reachOf({ supplierId, createdBy })))
    .limit(1);
  return row;
}

export async function findLines(db: Database, quotationId: number): Promise<QuotationLineRow[]> {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(asc(quotationLines.sort), asc(quotationLines.id));
}

/**
 * The next number of the supplier's quotations in `year` ("Q-2026-0007"). Call inside the
 * transaction that inserts the quotation: a transaction-scoped advisory lock makes concurrent
 * creations of one supplier wait for each other, so two never get the same number.
 */
export async function allocateNumber(tx: Database, supplierId: number, year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}, ${supplierId})`);
  const prefix = `Q-${year}-`;
  const [row] = await tx
    .select({
      last: sql<number | null>`max(substring(${quotations.number} from ${prefix.length + 1}::int)::int)`,
    })
    .from(quotations)
    .where(and(eq(quotations.supplierId, supplierId), like(quotations.number, `${prefix}%`)));
  const next = (row?.last ?? 0) + 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}

export async function insertQuotation(tx: Database, row: NewQuotationRow): Promise<number> {
  const [inserted] = await tx.insert(quotations).values(row).returning({ id: quotations.id });
  if (!inserted) throw new Error('quotation insert returned nothing');
  return inserted.id;
}

/** Changes a quotation's fields and adds 1 to its version; the new version, or null when it is not within reach. */
export async function updateQuotationBumpingVersion(
  tx: Database,
  reach: QuotationReach,
  id: number,
  values: Partial<NewQuotationRow>,
): Promise<number | null> {
  const [row] = await tx
    .update(quotations)
    .set({ ...values, version: sql`${quotations.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(quotations.id, id), reachOf(reach)))
    .returning({ version: quotations.version });
  return row?.version ?? null;
}

/** Deletes a quotation within reach that was never sent; false when there is none such. */
export async function deleteUnsentQuotation(
  tx: Database,
  reach: QuotationReach,
  id: number,
): Promise<boolean> {
  const rows = await tx
    .delete(quotations)
    .where(
      and(
        eq(quotations.id, id),
        reachOf(reach),
        sql`not exists (select 1 from quotation_sends qs where qs.quotation_id = ${quotations.id})`,
      ),
    )
    .returning({ id: quotations.id });
  return rows.length > 0;
}

/** Archives (now) or restores a quotation within reach; false when there is none such. */
export async function setQuotationArchived(
  db: Database,
  reach: QuotationReach,
  id: number,
  archived: boolean,
): Promise<boolean> {
  const rows = await db
    .update(quotations)
    .set({ archivedAt: archived ? sql`coalesce(${quotations.archivedAt}, now())` : null })
    .where(and(eq(quotations.id, id), reachOf(reach)))
    .returning({ id: quotations.id });
  return rows.length > 0;
}

/** Replaces every line of a quotation, keeping the given order. */
export async function replaceLines(
  tx: Database,
  quotationId: number,
  lines: NewQuotationLineRow[],
): Promise<void> {
  await tx.delete(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  if (lines.length === 0) return;
  await tx.insert(quotationLines).values(lines.map((line, sort) => ({ ...line, quotationId, sort })));
}

/** Open quotations of a supplier that have a line for one of `productIds`. */
export async function findOpenQuotationsWithProducts(
  db: Database,
  supplierId: number,
  productIds: number[],
): Promise<{ id: number; number: string; name: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinct({ id: quotations.id, number: quotations.number, name: quotations.name })
    .from(quotations)
    .innerJoin(quotationLines, eq(quotationLines.quotationId, quotations.id))
    .where(
      and(
        eq(quotations.supplierId, supplierId),
        gte(quotations.expiresOn, todayUtc),
        inArray(quotationLines.productId, productIds),
      ),
    )
    .orderBy(asc(quotations.id));
}
