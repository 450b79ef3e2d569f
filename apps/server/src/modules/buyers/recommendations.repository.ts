import { RECOMMENDATION_WEIGHTS as W } from '@sc/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyerContacts, buyers, supplierProducts, suppliers } from '../../db/schema/index.js';

/** What a supplier sells, as the recommendation sees it. */
export interface SupplierSignals {
  mainCategories: string[];
  brands: string[];
  /** Category ids of my products (sub-categories or main ones). */
  categoryIds: number[];
}

export async function findSupplierSignals(db: Database, supplierId: number): Promise<SupplierSignals> {
  const [supplier] = await db
    .select({ mainCategories: suppliers.mainCategories })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const products = await db
    .selectDistinct({ brand: supplierProducts.brand, categoryId: supplierProducts.categoryId })
    .from(supplierProducts)
    .where(eq(supplierProducts.supplierId, supplierId));
  return {
    mainCategories: supplier?.mainCategories ?? [],
    brands: [...new Set(products.flatMap((p) => (p.brand ? [p.brand] : [])))],
    categoryIds: [...new Set(products.flatMap((p) => (p.categoryId ? [p.categoryId] : [])))],
  };
}

/** A JSON list as a PostgreSQL array, the same way on pg and PGlite (an InitPlan: evaluated once). */
const textArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const intArray = (values: number[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;

/** Full points when online within a day, falling linearly to 0 at `recencyDays`. */
const recentPoints = sql<number>`greatest(0, least(${W.recentMax}, round(${W.recentMax} * (${W.recencyDays} - extract(epoch from (now() - ${buyers.lastOnlineAt})) / 86400) / ${W.recencyDays - 1})))::int`;

/**
 * Buyers ranked for a supplier by RECOMMENDATION_WEIGHTS: main category among mine, brands they want
 * that I carry, sub-categories they buy in that my products are in, and how lately they were online.
 * Only buyers matching at least one of the first three are candidates; `hits` say which matched.
 */
export async function listRecommendedBuyers(
  db: Database,
  supplierId: number,
  signals: { mainCategories: string[]; brands: string[]; subcategoryIds: number[] },
  options: { hideContacted: boolean; offset: number; limit: number },
) {
  const cats = textArray(signals.mainCategories);
  const brandList = textArray(signals.brands);
  const subs = intArray(signals.subcategoryIds);
  const categoryHit = sql<boolean>`${buyers.mainCategory} = any(${cats})`;
  const brandHits = sql<
    string[]
  >`array(select unnest(${buyers.interestedBrands}) intersect select unnest(${brandList}))`;
  const subcategoryHits = sql<
    number[]
  >`array(select unnest(${buyers.purchasingCategoryIds}) intersect select unnest(${subs}))`;

  const contact = and(eq(buyerContacts.buyerId, buyers.id), eq(buyerContacts.supplierId, supplierId));
  const candidates: SQL | undefined = and(
    sql`(${categoryHit} or ${buyers.interestedBrands} && ${brandList} or ${buyers.purchasingCategoryIds} && ${subs})`,
    options.hideContacted ? isNull(buyerContacts.buyerId) : undefined,
  );

  const scored = db
    .select({
      id: buyers.id,
      categoryHit: categoryHit.as('category_hit'),
      brandHits: brandHits.as('brand_hits'),
      subcategoryHits: subcategoryHits.as('subcategory_hits'),
      recentPoints: recentPoints.as('recent_points'),
    })
    .from(buyers)
    .leftJoin(buyerContacts, contact)
    .where(candidates)
    .as('scored');
  const score = sql<number>`(case when ${scored.categoryHit} then ${W.category} else 0 end
    + least(${W.brandMax}, ${W.brandEach} * cardinality(${scored.brandHits}))
    + least(${W.productMax}, ${W.productEach} * cardinality(${scored.subcategoryHits}))
    + ${scored.recentPoints})::int`;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        buyerId: scored.id,
        categoryHit: scored.categoryHit,
        brandHits: scored.brandHits,
        subcategoryHits: scored.subcategoryHits,
        recentPoints: scored.recentPoints,
        score,
      })
      .from(scored)
      .innerJoin(buyers, eq(buyers.id, scored.id))
      .orderBy(desc(score), desc(buyers.lastOnlineAt), desc(buyers.id))
      .offset(options.offset)
      .limit(options.limit),
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
  const where = options.hideContacted ? isNull(buyerContacts.buyerId) : undefined;
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
