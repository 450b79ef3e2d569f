import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productQuoteStatusSql } from '../../db/expiry.js';
import { keywordAsCodes } from '../../db/keywordCodes.js';
import { containsPattern } from '../../db/likePattern.js';
import { supplierProducts } from '../../db/schema/index.js';

export type ProductRow = typeof supplierProducts.$inferSelect;
export type NewProductRow = typeof supplierProducts.$inferInsert;

/** A product row and the state of its newest quote. */
const productColumns = { product: supplierProducts, quoteStatus: productQuoteStatusSql };

export interface ProductFilter {
  keyword?: string | undefined;
  kind?: 'own' | 'linked' | undefined;
  categoryIds?: number[] | undefined;
}

export async function listProducts(
  db: Database,
  supplierId: number,
  filter: ProductFilter,
  page?: { offset: number; limit: number },
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  // A UPC-A typed for a product saved as EAN-13 (or back) is no substring of it: match the key too.
  const barcodeKey = filter.keyword ? keywordAsCodes(filter.keyword).barcodeKey : undefined;
  const where = and(
    eq(supplierProducts.supplierId, supplierId),
    pattern
      ? or(
          ilike(supplierProducts.name, pattern),
          ilike(supplierProducts.barcode, pattern),
          ilike(supplierProducts.mid, pattern),
          ilike(supplierProducts.brand, pattern),
          barcodeKey ? eq(supplierProducts.barcodeKey, barcodeKey) : undefined,
        )
      : undefined,
    filter.kind === 'own' ? isNull(supplierProducts.masterProductId) : undefined,
    filter.kind === 'linked' ? isNotNull(supplierProducts.masterProductId) : undefined,
    filter.categoryIds ? inArray(supplierProducts.categoryId, filter.categoryIds) : undefined,
  );
  const query = db
    .select(productColumns)
    .from(supplierProducts)
    .where(where)
    .orderBy(desc(supplierProducts.id));
  const rows = page ? await query.offset(page.offset).limit(page.limit) : await query.limit(5000);
  const [total] = await db.select({ n: count() }).from(supplierProducts).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One product of this supplier, or undefined (another supplier's id finds nothing). */
export async function findProduct(db: Database, supplierId: number, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(supplierProducts)
    .where(and(eq(supplierProducts.id, id), eq(supplierProducts.supplierId, supplierId)))
    .limit(1);
  return row;
}

/** Several products of this supplier in one query, in no particular order; other ids find nothing. */
export async function findProductsByIds(db: Database, supplierId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(supplierProducts)
    .where(and(inArray(supplierProducts.id, ids), eq(supplierProducts.supplierId, supplierId)));
}

export async function insertProduct(db: Database, row: NewProductRow): Promise<ProductRow> {
  const [inserted] = await db.insert(supplierProducts).values(row).returning();
  if (!inserted) throw new Error('product insert returned nothing');
  return inserted;
}

export async function updateProduct(
  db: Database,
  supplierId: number,
  id: number,
  values: Partial<NewProductRow>,
) {
  const [updated] = await db
    .update(supplierProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(supplierProducts.id, id), eq(supplierProducts.supplierId, supplierId)))
    .returning({ id: supplierProducts.id });
  return updated;
}

export async function deleteProduct(db: Database, supplierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(supplierProducts)
    .where(and(eq(supplierProducts.id, id), eq(supplierProducts.supplierId, supplierId)))
    .returning({ id: supplierProducts.id });
  return rows.length > 0;
}

/** The company's product linked to a catalogue product, if it has one (the lowest id, should there be several). */
export async function findLinkedProductId(
  db: Database,
  supplierId: number,
  masterProductId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: supplierProducts.id })
    .from(supplierProducts)
    .where(
      and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.masterProductId, masterProductId)),
    )
    .orderBy(supplierProducts.id)
    .limit(1);
  return row?.id ?? null;
}
