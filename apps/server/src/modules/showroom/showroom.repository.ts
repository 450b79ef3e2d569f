import { and, asc, count, desc, eq, inArray, max, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productQuoteStatusSql } from '../../db/expiry.js';
import {
  buyerProducts,
  buyers,
  showroomExhibits,
  supplierProducts,
  suppliers,
} from '../../db/schema/index.js';

export type ExhibitRow = typeof showroomExhibits.$inferSelect;
export type ShowroomProductRow = typeof supplierProducts.$inferSelect;

const hasImage = sql<boolean>`jsonb_array_length(${supplierProducts.imageIds}) > 0`;
const isFromCatalogue = sql<boolean>`${supplierProducts.masterProductId} is not null`;

/** A product as the showroom lists it: the row and the state of its newest quote. */
const productColumns = { product: supplierProducts, quoteStatus: productQuoteStatusSql };

/** My displayed products in the order buyers see them (sort, then the order they were added). */
export async function listExhibits(db: Database, supplierId: number) {
  return db
    .select({ exhibit: showroomExhibits, ...productColumns })
    .from(showroomExhibits)
    .innerJoin(supplierProducts, eq(supplierProducts.id, showroomExhibits.productId))
    .where(eq(showroomExhibits.supplierId, supplierId))
    .orderBy(asc(showroomExhibits.sort), asc(showroomExhibits.id));
}

/**
 * Locks my company's showroom for the rest of the transaction, so adds and reorders of one
 * company run one after another and the cap holds. NO KEY UPDATE: rows that merely reference the
 * company (products, messages) are not held up by it.
 */
export async function lockShowroom(db: Database, supplierId: number): Promise<boolean> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .for('no key update');
  return rows.length > 0;
}

/** How many products I display, and the last sort value in use. */
export async function exhibitStats(db: Database, supplierId: number) {
  const [row] = await db
    .select({ n: count(), lastSort: max(showroomExhibits.sort) })
    .from(showroomExhibits)
    .where(eq(showroomExhibits.supplierId, supplierId));
  return { count: row?.n ?? 0, lastSort: row?.lastSort ?? 0 };
}

/** Those of the ids that are my products (another supplier's id finds nothing). */
export async function findMyProducts(db: Database, supplierId: number, productIds: number[]) {
  return db
    .select({ id: supplierProducts.id, name: supplierProducts.name })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.supplierId, supplierId), inArray(supplierProducts.id, productIds)));
}

/** Those of the ids I already display. */
export async function findExhibitedAmong(db: Database, supplierId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: showroomExhibits.productId })
    .from(showroomExhibits)
    .where(and(eq(showroomExhibits.supplierId, supplierId), inArray(showroomExhibits.productId, productIds)));
  return rows.map((r) => r.productId);
}

export async function insertExhibits(
  db: Database,
  supplierId: number,
  items: { productId: number; sort: number }[],
) {
  await db.insert(showroomExhibits).values(items.map((item) => ({ supplierId, ...item })));
}

/** Removes one displayed product of mine; false when it was not displayed (or not mine). */
export async function deleteExhibit(db: Database, supplierId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(showroomExhibits)
    .where(and(eq(showroomExhibits.supplierId, supplierId), eq(showroomExhibits.productId, productId)))
    .returning({ id: showroomExhibits.id });
  return rows.length > 0;
}

/** Numbers my displayed products 1…n in the given order (every displayed id, once). */
export async function renumberExhibits(db: Database, supplierId: number, orderedProductIds: number[]) {
  if (orderedProductIds.length === 0) return;
  const ids = sql.join(
    orderedProductIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${showroomExhibits} set sort = o.position
    from unnest(array[${ids}]::int[]) with ordinality as o(product_id, position)
    where ${showroomExhibits.supplierId} = ${supplierId} and ${showroomExhibits.productId} = o.product_id`);
}

export async function isExhibited(db: Database, supplierId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: showroomExhibits.id })
    .from(showroomExhibits)
    .where(and(eq(showroomExhibits.supplierId, supplierId), eq(showroomExhibits.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Buyers want the product: one is purchasing, has inquired about or browsed its catalogue product,
 * or is interested in its brand.
 */
const isWanted = sql<boolean>`(exists (select 1 from ${buyerProducts} bp where bp.master_product_id = ${supplierProducts.masterProductId})
  or (${supplierProducts.brand} is not null and exists (select 1 from ${buyers} b where b.interested_brands @> array[${supplierProducts.brand}]::text[])))`;

/**
 * My products not displayed yet, best candidates first: a picture, then wanted by buyers, then a
 * live quote, then linked from the master catalogue, then changed in the last `recentDays`; each
 * signal outranks all those after it together (weights 16/8/4/2/1), and ties go to the most
 * recently updated.
 */
export async function listSuggestions(
  db: Database,
  supplierId: number,
  { limit, recentDays }: { limit: number; recentDays: number },
) {
  const isRecent = sql<boolean>`${supplierProducts.updatedAt} > now() - make_interval(days => ${recentDays})`;
  const score = sql<number>`(case when ${hasImage} then 16 else 0 end
    + case when ${isWanted} then 8 else 0 end
    + case when ${productQuoteStatusSql} = 'active' then 4 else 0 end
    + case when ${isFromCatalogue} then 2 else 0 end
    + case when ${isRecent} then 1 else 0 end)`;
  return db
    .select({ ...productColumns, hasImage, isWanted, isFromCatalogue, isRecent })
    .from(supplierProducts)
    .where(
      and(
        eq(supplierProducts.supplierId, supplierId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(showroomExhibits)
            .where(
              and(
                eq(showroomExhibits.supplierId, supplierId),
                sql`${showroomExhibits.productId} = "supplier_products"."id"`,
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(score), desc(supplierProducts.updatedAt), desc(supplierProducts.id))
    .limit(limit);
}
