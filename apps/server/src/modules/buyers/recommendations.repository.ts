import { RECOMMENDATION_WEIGHTS as W } from '@sc/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { buyerContacts, buyers, supplierProducts } from '../../db/schema/index.js';
import { definePageCheck, type SupplierIdParam } from './buyers.repository.js';

/** What a supplier sells, as the recommendation sees it. */
export interface SupplierSignals {
  mainCategories: string[];
  brands: string[];
  /** Category ids of my products (sub-categories or main ones). */
  categoryIds: number[];
}

/**
 * A supplier's signals as JSON text, in one statement: the same text whenever the data is the same
 * (distinct values, sorted), so it doubles as the fingerprint of signals kept in memory.
 */
export const supplierSignalsJson = (supplierId: SupplierIdParam) =>
  sql<string>`coalesce((select jsonb_build_object(
    'mainCategories', s.main_categories,
    'brands', coalesce((select array_agg(distinct p.brand order by p.brand) from supplier_products p where p.supplier_id = s.id and p.brand <> ''), '{}'),
    'categoryIds', coalesce((select array_agg(distinct p.category_id order by p.category_id) from supplier_products p where p.supplier_id = s.id and p.category_id <> 0), '{}')
  )::text from suppliers s where s.id = ${supplierId}), '')`;

/** The page was ranked with these signals of the supplier's. */
export const signalsCheck = definePageCheck('signals', supplierSignalsJson);

/** A supplier's signals, and the `supplierSignalsJson` they were read from. */
export async function findSupplierSignals(
  db: Database,
  supplierId: number,
): Promise<{ signals: SupplierSignals; fingerprint: string }> {
  const [row] = await db.select({ json: supplierSignalsJson(supplierId) }).from(sql`(select 1) as one`);
  const fingerprint = row?.json ?? '';
  const signals: SupplierSignals = fingerprint
    ? JSON.parse(fingerprint)
    : { mainCategories: [], brands: [], categoryIds: [] };
  return { signals, fingerprint };
}

/** A JSON list as a PostgreSQL array, the same way on pg and PGlite (an InitPlan: evaluated once). */
const textArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const intArray = (values: number[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;

/** Full points when online within a day, falling linearly to 0 at `recencyDays`. */
const recentPoints = sql<number>`greatest(0, least(${W.recentMax}, round(${W.recentMax} * (${W.recencyDays} - extract(epoch from (now() - ${buyers.lastOnlineAt})) / 86400) / ${W.recencyDays - 1})))::int`;

type Signals = { mainCategories: string[]; brands: string[]; subcategoryIds: number[] };

/** A buyer worth recommending matches my main categories, my brands or my products' sub-categories. */
function isCandidate(signals: Signals): SQL {
  return sql`(${buyers.mainCategory} = any(${textArray(signals.mainCategories)}) or ${buyers.interestedBrands} && ${textArray(signals.brands)} or ${buyers.purchasingCategoryIds} && ${intArray(signals.subcategoryIds)}) and ${buyers.blockedAt} is null`;
}

/** How many buyers I contacted are also candidates (few: one per contact). */
export async function countContactedCandidates(db: Database, supplierId: number, signals: Signals) {
  const [row] = await db
    .select({ n: count() })
    .from(buyerContacts)
    .innerJoin(buyers, eq(buyers.id, buyerContacts.buyerId))
    .where(and(eq(buyerContacts.supplierId, supplierId), isCandidate(signals)));
  return row?.n ?? 0;
}

export async function listContactedBuyerIds(db: Database, supplierId: number): Promise<number[]> {
  const rows = await db
    .select({ id: buyerContacts.buyerId })
    .from(buyerContacts)
    .where(eq(buyerContacts.supplierId, supplierId));
  return rows.map((r) => r.id);
}

/** Score terms per brand and sub-category are one containment test each; a long list is cut here. */
const MAX_SIGNAL_TERMS = 200;

/** How many of `values` the array column holds, as a sum of cheap containment tests. */
function matchCount(column: AnyPgColumn, values: (string | number)[], type: 'text' | 'int') {
  if (values.length === 0) return sql`0`;
  return sql.join(
    values.slice(0, MAX_SIGNAL_TERMS).map((v) => sql`(${column} @> array[${v}]::${sql.raw(type)}[])::int`),
    sql` + `,
  );
}

/**
 * Buyers ranked for a supplier by RECOMMENDATION_WEIGHTS: main category among mine, brands they want
 * that I carry, sub-categories they buy in that my products are in, and how lately they were online.
 * Only buyers matching at least one of the first three are candidates. The page is picked by score
 * first; which brands and categories matched is then worked out for that page only.
 */
export async function listRecommendedBuyers(
  db: Database,
  supplierId: number,
  signals: Signals,
  options: { hideContacted: boolean; offset: number; limit: number },
) {
  const cats = textArray(signals.mainCategories);
  const brandList = textArray(signals.brands);
  const subs = intArray(signals.subcategoryIds);
  const categoryHit = sql<boolean>`${buyers.mainCategory} = any(${cats})`;
  const score = sql<number>`((case when ${categoryHit} then ${W.category} else 0 end)
    + least(${W.brandMax}, ${W.brandEach} * (${matchCount(buyers.interestedBrands, signals.brands, 'text')}))
    + least(${W.productMax}, ${W.productEach} * (${matchCount(buyers.purchasingCategoryIds, signals.subcategoryIds, 'int')}))
    + ${recentPoints})::int`;

  const contact = and(eq(buyerContacts.buyerId, buyers.id), eq(buyerContacts.supplierId, supplierId));
  const candidates: SQL | undefined = and(
    isCandidate(signals),
    options.hideContacted ? isNull(buyerContacts.buyerId) : undefined,
  );

  const page = db
    .select({ id: buyers.id, score: score.as('score'), lastOnlineAt: buyers.lastOnlineAt })
    .from(buyers)
    .leftJoin(buyerContacts, contact)
    .where(candidates)
    .orderBy(sql`score desc`, desc(buyers.lastOnlineAt), desc(buyers.id))
    .offset(options.offset)
    .limit(options.limit)
    .as('page');

  const [rows, [total]] = await Promise.all([
    db
      .select({
        buyerId: page.id,
        score: page.score,
        categoryHit,
        brandHits: sql<
          string[]
        >`array(select unnest(${buyers.interestedBrands}) intersect select unnest(${brandList}))`,
        subcategoryHits: sql<
          number[]
        >`array(select unnest(${buyers.purchasingCategoryIds}) intersect select unnest(${subs}))`,
        recentPoints,
      })
      .from(page)
      .innerJoin(buyers, eq(buyers.id, page.id))
      .orderBy(desc(page.score), desc(page.lastOnlineAt), desc(page.id)),
    db.select({ n: count() }).from(buyers).leftJoin(buyerContacts, contact).where(candidates),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Without any signal from the supplier: the most recently online buyers, by recency alone. */
export async function listRecentBuyerIds(
  db: Database,
  supplierId: number,
  options: { hideContacted: boolean; offset: number; limit: number },
) {
  const contact = and(eq(buyerContacts.buyerId, buyers.id), eq(buyerContacts.supplierId, supplierId));
  const where = and(
    isNull(buyers.blockedAt),
    options.hideContacted ? isNull(buyerContacts.buyerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ buyerId: buyers.id, recentPoints })
      .from(buyers)
      .leftJoin(buyerContacts, contact)
      .where(where)
      .orderBy(desc(buyers.lastOnlineAt), desc(buyers.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ n: count() }).from(buyers).leftJoin(buyerContacts, contact).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** My products with what a buyer-facing match needs. */
export async function listMyProductsForMatching(db: Database, supplierId: number) {
  return db
    .select({
      id: supplierProducts.id,
      name: supplierProducts.name,
      brand: supplierProducts.brand,
      barcode: supplierProducts.barcode,
      categoryId: supplierProducts.categoryId,
      masterProductId: supplierProducts.masterProductId,
      imageIds: supplierProducts.imageIds,
    })
    .from(supplierProducts)
    .where(eq(supplierProducts.supplierId, supplierId))
    .orderBy(desc(supplierProducts.id));
}
