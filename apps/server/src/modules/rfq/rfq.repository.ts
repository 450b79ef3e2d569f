import { type Incoterm, RFQ_LIMITS, type RfqCloseReason, type RfqSort } from '@sc/contract';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { buyers, rfqs, users } from '../../db/schema/index.js';

export type RfqRow = typeof rfqs.$inferSelect;
export type NewRfqRow = typeof rfqs.$inferInsert;

/** An RFQ with its buyer as cards show it, and whether a given company quoted it. */
export interface RfqCardRow {
  rfq: RfqRow;
  buyerName: string;
  buyerCompany: string;
  buyerCountry: string;
  buyerVerified: boolean;
  quotedByMe: boolean;
}

const HOUR_MS = 3_600_000;

/** The featured score in SQL (see featuredScoreOf): completeness + target price + verified buyer + recency. */
function scoreSql(now: Date): SQL<number> {
  const day = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  const threeDays = new Date(now.getTime() - 72 * HOUR_MS).toISOString();
  return sql<number>`(${rfqs.completeness}
    + case when ${rfqs.targetPrice} is not null then 20 else 0 end
    + case when ${buyers.isSelected} then 20 else 0 end
    + case when ${rfqs.openedAt} > ${day}::timestamptz then 20
           when ${rfqs.openedAt} > ${threeDays}::timestamptz then 10 else 0 end)`;
}

function cardColumns(supplierId: number | null) {
  return {
    rfq: rfqs,
    buyerName: users.realName,
    buyerCompany: buyers.companyName,
    buyerCountry: users.country,
    buyerVerified: buyers.isSelected,
    quotedByMe:
      supplierId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists(select 1 from rfq_quotes q where q.rfq_id = "rfqs"."id" and q.supplier_id = ${supplierId})`,
  };
}

function selectCards(db: Database, supplierId: number | null) {
  return db
    .select(cardColumns(supplierId))
    .from(rfqs)
    .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId));
}

export async function insertRfq(db: Database, values: NewRfqRow): Promise<RfqRow> {
  const [row] = await db.insert(rfqs).values(values).returning();
  if (!row) throw new Error('rfq insert returned nothing');
  return row;
}

/** Whether the buyer has an open or held RFQ for the same product name posted since a time. */
export async function hasRecentSameRequest(
  db: Database,
  buyerId: number,
  productName: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(
      and(
        eq(rfqs.buyerId, buyerId),
        inArray(rfqs.state, ['open', 'review']),
        gt(rfqs.postedAt, since),
        sql`lower(regexp_replace(trim(${rfqs.productName}), '\\s+', ' ', 'g')) = ${productName}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One RFQ with its buyer, or undefined. */
export async function findRfqCard(
  db: Database,
  rfqId: number,
  supplierId: number | null,
): Promise<RfqCardRow | undefined> {
  const [row] = await selectCards(db, supplierId).where(eq(rfqs.id, rfqId));
  return row;
}

/** Locks an RFQ row for the rest of the transaction (quotes, decisions and closing queue on it). */
export async function lockRfq(db: Database, rfqId: number): Promise<RfqRow | undefined> {
  const [row] = await db.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  return row;
}

/** Closes an RFQ for a reason (the caller holds its lock). */
export async function closeRfq(db: Database, rfqId: number, reason: RfqCloseReason, at: Date): Promise<void> {
  await db.update(rfqs).set({ state: 'closed', closeReason: reason, closedAt: at }).where(eq(rfqs.id, rfqId));
}

/** Closes a locked RFQ as awarded to a quote (also one closed full or expired: it keeps its closing time). */
export async function awardRfq(db: Database, rfqId: number, quoteId: number, at: Date): Promise<void> {
  await db
    .update(rfqs)
    .set({
      state: 'closed',
      closeReason: 'awarded',
      awardedQuoteId: quoteId,
      closedAt: sql`coalesce(${rfqs.closedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(rfqs.id, rfqId));
}

/** Counts one more quote on a locked RFQ and closes it as full when that was the last place. */
export async function countQuote(db: Database, rfq: RfqRow, at: Date): Promise<void> {
  const quoteCount = rfq.quoteCount + 1;
  const isFull = quoteCount >= rfq.maxQuotes;
  await db
    .update(rfqs)
    .set({
      quoteCount,
      ...(isFull ? { state: 'closed' as const, closeReason: 'full' as const, closedAt: at } : {}),
    })
    .where(eq(rfqs.id, rfq.id));
}

/** The market's filter (open and not expired, plus the caller's choices). */
export interface MarketFilter {
  now: Date;
  supplierId: number;
  featuredOnly: boolean;
  categoryIds?: number[] | undefined;
  country?: string | undefined;
  terms?: Incoterm | undefined;
  keyword?: string | undefined;
  hideQuoted: boolean;
}

function marketWhere(filter: MarketFilter): SQL | undefined {
  return and(
    eq(rfqs.state, 'open'),
    gt(rfqs.expiresAt, filter.now),
    filter.featuredOnly
      ? or(eq(rfqs.featured, true), sql`${scoreSql(filter.now)} >= ${RFQ_LIMITS.featuredScore}`)
      : undefined,
    filter.categoryIds ? inArray(rfqs.categoryId, filter.categoryIds) : undefined,
    filter.country ? eq(users.country, filter.country.toUpperCase()) : undefined,
    filter.terms ? eq(rfqs.terms, filter.terms) : undefined,
    filter.keyword
      ? sql`${rfqs.searchText} ilike ${containsPattern(filter.keyword.toLowerCase())}`
      : undefined,
    filter.hideQuoted
      ? sql`not exists(select 1 from rfq_quotes q where q.rfq_id = "rfqs"."id" and q.supplier_id = ${filter.supplierId})`
      : undefined,
  );
}

function marketOrder(filter: MarketFilter, sort: RfqSort): SQL[] {
  if (sort === 'closing') return [asc(rfqs.expiresAt), asc(rfqs.id)];
  if (sort === 'quantity') return [desc(rfqs.quantity), desc(rfqs.id)];
  // Featured: the platform's picks first, then by score; Newest: most recently opened first.
  const newest = [sql`${rfqs.openedAt} desc nulls last`, desc(rfqs.id)];
  return filter.featuredOnly ? [desc(rfqs.featured), desc(scoreSql(filter.now)), ...newest] : newest;
}

/** A page of the market (see MarketFilter), with the total. */
export async function listMarketRfqs(
  db: Database,
  filter: MarketFilter,
  sort: RfqSort,
  page: { offset: number; limit: number },
): Promise<{ rows: RfqCardRow[]; total: number }> {
  const where = marketWhere(filter);
  const [rows, [counted]] = await Promise.all([
    selectCards(db, filter.supplierId)
      .where(where)
      .orderBy(...marketOrder(filter, sort))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(rfqs)
      .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A buyer's open RFQs that have not expired, newest first. */
export async function listOpenRfqsOfBuyer(
  db: Database,
  buyerId: number,
  supplierId: number,
  now: Date,
): Promise<RfqCardRow[]> {
  return selectCards(db, supplierId)
    .where(and(eq(rfqs.buyerId, buyerId), eq(rfqs.state, 'open'), gt(rfqs.expiresAt, now)))
    .orderBy(desc(rfqs.openedAt), desc(rfqs.id))
    .limit(50);
}

/** An RFQ of a buyer as its buyer sees it, with the quotes not yet looked at. */
export interface BuyerRfqRow {
  rfq: RfqRow;
  buyerVerified: boolean;
  newQuotes: number;
}

const newQuotesSql = sql<number>`(select count(*)::int from rfq_quotes q
  where q.rfq_id = "rfqs"."id" and q.viewed_at is null and q.rejected_at is null)`;

/** A page of a buyer's RFQs, newest first: all, active (in review or open) or closed. */
export async function listBuyerRfqs(
  db: Database,
  buyerId: number,
  state: 'active' | 'closed' | undefined,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: BuyerRfqRow[]; total: number }> {
  const active = or(eq(rfqs.state, 'review'), and(eq(rfqs.state, 'open'), gt(rfqs.expiresAt, now)));
  const where = and(
    eq(rfqs.buyerId, buyerId),
    state === 'active' ? active : state === 'closed' ? sql`not (${active})` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ rfq: rfqs, buyerVerified: buyers.isSelected, newQuotes: newQuotesSql })
      .from(rfqs)
      .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
      .where(where)
      .orderBy(desc(rfqs.postedAt), desc(rfqs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(rfqs).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One RFQ of a buyer (undefined for another buyer's). */
export async function findBuyerRfq(
  db: Database,
  buyerId: number,
  rfqId: number,
): Promise<BuyerRfqRow | undefined> {
  const [row] = await db
    .select({ rfq: rfqs, buyerVerified: buyers.isSelected, newQuotes: newQuotesSql })
    .from(rfqs)
    .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)));
  return row;
}

/** Stores "closed, expired" on open RFQs whose time has come; returns their ids. */
export async function closeExpiredRfqs(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .update(rfqs)
    .set({ state: 'closed', closeReason: 'expired', closedAt: sql`${rfqs.expiresAt}` })
    .where(and(eq(rfqs.state, 'open'), lte(rfqs.expiresAt, now)))
    .returning({ id: rfqs.id });
  return rows.map((row) => row.id);
}
