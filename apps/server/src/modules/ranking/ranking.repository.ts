import { RANKING_WEIGHTS } from '@sc/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, masterProducts } from '../../db/schema/index.js';

export type RankBy = 'product' | 'category';

/** A counting window and the one before it: [previousFrom, from) and [from, to). */
export interface RankingWindow {
  previousFrom: Date;
  from: Date;
  to: Date;
}

export interface ScoreRow {
  id: number;
  rank: number;
  rfqs: number;
  inquiries: number;
  score: number;
  previousScore: number;
  previousRank: number | null;
}

/** RFQs the market counts: posted and not held or refused by the moderation. */
/** A moment as a timestamptz parameter (both drivers take the ISO text). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The rows of a raw query (the drivers' result types differ; both carry `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const COUNTED_RFQ = sql`r.state not in ('review', 'rejected')`;

/**
 * The RFQ side of demand. The category list is always given (every category when not filtered):
 * with it the planner walks rfqs_category_posted_idx (category, posted_at) per category instead of
 * reading the whole table.
 */
function rfqCounts(by: RankBy, window: RankingWindow, categoryIds: number[]): SQL {
  const key = by === 'product' ? sql`r.master_product_id` : sql`r.category_id`;
  return sql`
    select ${key} as id,
      count(*) filter (where r.posted_at >= ${at(window.from)})::int as current,
      count(*) filter (where r.posted_at < ${at(window.from)})::int as previous
    from rfqs r
    where r.category_id in ${categoryIds}
      and r.posted_at >= ${at(window.previousFrom)} and r.posted_at < ${at(window.to)}
      and ${COUNTED_RFQ}
      ${by === 'product' ? sql`and r.master_product_id is not null` : sql``}
    group by 1`;
}

/** The chat side of demand: buyers who asked about a catalogue product (buyer_products 'inquired'). */
function inquiryCounts(by: RankBy, window: RankingWindow, categoryIds: number[] | null): SQL {
  const key = by === 'product' ? sql`bp.master_product_id` : sql`mp.category_id`;
  const needsProduct = by === 'category' || categoryIds !== null;
  return sql`
    select ${key} as id,
      count(*) filter (where bp.at >= ${at(window.from)})::int as current,
      count(*) filter (where bp.at < ${at(window.from)})::int as previous
    from buyer_products bp
    ${needsProduct ? sql`join master_products mp on mp.id = bp.master_product_id` : sql``}
    where bp.kind = 'inquired'
      and bp.at >= ${at(window.previousFrom)} and bp.at < ${at(window.to)}
      ${categoryIds === null ? sql`` : sql`and mp.category_id in ${categoryIds}`}
    group by 1`;
}

/**
 * Demand scores over a window and the one before (score = RFQs × 3 + inquiries × 1), ranked: best
 * first, ties by more RFQs, then by id. `previousRank` ranks the window before among those with a
 * score there. Only rows with demand in the current window; `onlyId` answers that one row, ranked
 * among all.
 */
export async function listDemandScores(
  db: Database,
  query: {
    by: RankBy;
    window: RankingWindow;
    /** Every category counted (a filter's subtree, or all). */
    categoryIds: number[];
    /** False when the filter is "all categories": inquiries need no category join then. */
    isFiltered: boolean;
    limit: number;
    onlyId?: number;
  },
): Promise<ScoreRow[]> {
  const { by, window, categoryIds, onlyId } = query;
  if (categoryIds.length === 0) return [];
  const rfqWeight = RANKING_WEIGHTS.rfq;
  const inquiryWeight = RANKING_WEIGHTS.inquiry;
  const rows = rowsOf<{
    id: number;
    rank: string;
    rfqs: string;
    inquiries: string;
    score: string;
    previous_score: string;
    previous_rank: string | null;
  }>(
    await db.execute(sql`
    with r as (${rfqCounts(by, window, categoryIds)}),
    i as (${inquiryCounts(by, window, query.isFiltered ? categoryIds : null)}),
    s as (
      select coalesce(r.id, i.id) as id,
        coalesce(r.current, 0) as rfqs,
        coalesce(i.current, 0) as inquiries,
        coalesce(r.current, 0) * ${rfqWeight} + coalesce(i.current, 0) * ${inquiryWeight} as score,
        coalesce(r.previous, 0) as previous_rfqs,
        coalesce(r.previous, 0) * ${rfqWeight} + coalesce(i.previous, 0) * ${inquiryWeight} as previous_score
      from r full join i on i.id = r.id
    ),
    ranked as (
      select s.*,
        row_number() over (order by score desc, rfqs desc, id)::int as rank,
        case when previous_score > 0
          then row_number() over (order by previous_score desc, previous_rfqs desc, id)::int end as previous_rank
      from s
    )
    select id, rank, rfqs, inquiries, score, previous_score, previous_rank
    from ranked where score > 0 ${onlyId === undefined ? sql`` : sql`and id = ${onlyId}`}
    order by rank
    limit ${query.limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    rank: Number(row.rank),
    rfqs: Number(row.rfqs),
    inquiries: Number(row.inquiries),
    score: Number(row.score),
    previousScore: Number(row.previous_score),
    previousRank: row.previous_rank === null ? null : Number(row.previous_rank),
  }));
}

/** Catalogue products by id with their brand's name (any order). */
export async function findRankedProducts(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: masterProducts.id,
      name: masterProducts.name,
      barcode: masterProducts.barcode,
      categoryId: masterProducts.categoryId,
      imageIds: masterProducts.imageIds,
      brand: brands.name,
    })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(inArray(masterProducts.id, ids));
}

/** Which RFQs and inquiries a detail reads: one product, or the RFQs filed under some categories. */
export type DemandSubject = { kind: 'product'; id: number } | { kind: 'category'; categoryIds: number[] };

function rfqSubject(subject: DemandSubject): SQL {
  return subject.kind === 'product'
    ? sql`r.master_product_id = ${subject.id}`
    : sql`r.category_id in ${subject.categoryIds}`;
}

function inquirySubject(subject: DemandSubject): SQL {
  return subject.kind === 'product'
    ? sql`bp.master_product_id = ${subject.id}`
    : sql`bp.master_product_id in (select id from master_products where category_id in ${subject.categoryIds})`;
}

/** RFQs and inquiries per day-long slice of [from, to): slice 0 starts at `from`. */
export async function listDemandPerDay(db: Database, subject: DemandSubject, from: Date, to: Date) {
  const slice = (column: SQL) => sql`floor(extract(epoch from (${column} - ${at(from)})) / 86400)::int`;
  const rows = rowsOf<{ slice: number; source: 'rfq' | 'inquiry'; n: string }>(
    await db.execute(sql`
    select ${slice(sql`r.posted_at`)} as slice, 'rfq' as source, count(*)::int as n
    from rfqs r
    where ${rfqSubject(subject)} and r.posted_at >= ${at(from)} and r.posted_at < ${at(to)} and ${COUNTED_RFQ}
    group by 1
    union all
    select ${slice(sql`bp.at`)} as slice, 'inquiry' as source, count(*)::int as n
    from buyer_products bp
    where ${inquirySubject(subject)} and bp.kind = 'inquired' and bp.at >= ${at(from)} and bp.at < ${at(to)}
    group by 1`),
  );
  return rows.map((row) => ({ slice: Number(row.slice), source: row.source, count: Number(row.n) }));
}

/**
 * Where the demand comes from: RFQs by the buyer's country and the place of delivery, inquiries by
 * the buyer's country (no place), most first.
 */
export async function listDemandOrigins(db: Database, subject: DemandSubject, from: Date, to: Date) {
  const rows = rowsOf<{ country: string; place: string | null; n: string }>(
    await db.execute(sql`
    select country, place, sum(n)::int as n from (
      select u.country, r.place, count(*)::int as n
      from rfqs r join buyers b on b.id = r.buyer_id join users u on u.id = b.user_id
      where ${rfqSubject(subject)} and r.posted_at >= ${at(from)} and r.posted_at < ${at(to)} and ${COUNTED_RFQ}
      group by 1, 2
      union all
      select u.country, null as place, count(*)::int as n
      from buyer_products bp join buyers b on b.id = bp.buyer_id join users u on u.id = b.user_id
      where ${inquirySubject(subject)} and bp.kind = 'inquired' and bp.at >= ${at(from)} and bp.at < ${at(to)}
      group by 1, 2
    ) o
    group by 1, 2
    order by n desc, country, place nulls last
    limit 12`),
  );
  return rows.map((row) => ({ country: row.country, place: row.place, count: Number(row.n) }));
}

/** Quantities asked per unit: how many RFQs, the least, the median and the most. */
export async function listQuantityStats(db: Database, subject: DemandSubject, from: Date, to: Date) {
  const rows = rowsOf<{ unit: string; n: string; min: number; median: number; max: number }>(
    await db.execute(sql`
    select r.unit, count(*)::int as n, min(r.quantity)::int as min,
      percentile_cont(0.5) within group (order by r.quantity)::float8 as median,
      max(r.quantity)::int as max
    from rfqs r
    where ${rfqSubject(subject)} and r.posted_at >= ${at(from)} and r.posted_at < ${at(to)} and ${COUNTED_RFQ}
    group by 1
    order by 2 desc, 1`),
  );
  return rows.map((row) => ({
    unit: row.unit,
    count: Number(row.n),
    min: Number(row.min),
    median: Number(row.median),
    max: Number(row.max),
  }));
}

/**
 * Target prices per currency and unit: how many, the least, the median and the most, as decimal
 * text (the median of an even count is the mean of the middle two, exact to four places).
 */
export async function listTargetPriceStats(db: Database, subject: DemandSubject, from: Date, to: Date) {
  const rows = rowsOf<{
    currency: string;
    unit: string;
    n: string;
    min: string;
    median: string;
    max: string;
  }>(
    await db.execute(sql`
    select r.target_currency as currency, r.unit, count(*)::int as n,
      min(r.target_price)::text as min,
      round(percentile_cont(0.5) within group (order by r.target_price)::numeric, 4)::text as median,
      max(r.target_price)::text as max
    from rfqs r
    where ${rfqSubject(subject)} and r.posted_at >= ${at(from)} and r.posted_at < ${at(to)} and ${COUNTED_RFQ}
      and r.target_price is not null and r.target_currency is not null
    group by 1, 2
    order by 3 desc, 1, 2`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.n) }));
}

/** RFQs open for quotes now. */
export async function countOpenRfqs(db: Database, subject: DemandSubject, now: Date): Promise<number> {
  const rows = rowsOf<{ n: string }>(
    await db.execute(sql`
    select count(*)::int as n from rfqs r
    where ${rfqSubject(subject)} and r.state = 'open' and r.expires_at > ${at(now)}`),
  );
  return Number(rows[0]?.n ?? 0);
}
