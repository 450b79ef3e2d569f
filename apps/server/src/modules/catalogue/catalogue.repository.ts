import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { brands, masterProducts, supplierProducts } from '../../db/schema/index.js';

export interface MasterProductFilter {
  words: string[];
  /** The keyword read as a code: its barcode key and MID spellings, matched exactly (indexed). */
  keywordCodes?: { barcodeKey?: string; mids: string[] };
  barcodeKey?: string;
  mid?: string;
  categoryIds?: number[];
  brand?: string;
  brandId?: number;
  /** Suppliers and buyers search the active products only (the default); the console any of them. */
  state?: 'active' | 'retired' | 'all';
}

/** The WHERE of a catalogue search (shared by suppliers' search and the console's list). */
export function masterProductConditions(filter: MasterProductFilter): SQL | undefined {
  // search_text and the words are lower-cased already: LIKE rechecks cheaper than ILIKE.
  const byWords = and(...filter.words.map((word) => like(masterProducts.searchText, containsPattern(word))));
  const codes = filter.keywordCodes;
  return and(
    codes
      ? or(
          byWords,
          codes.barcodeKey !== undefined ? eq(masterProducts.barcodeKey, codes.barcodeKey) : undefined,
          codes.mids.length ? inArray(masterProducts.mid, codes.mids) : undefined,
        )
      : byWords,
    filter.barcodeKey !== undefined ? eq(masterProducts.barcodeKey, filter.barcodeKey) : undefined,
    filter.mid !== undefined ? ilike(masterProducts.mid, filter.mid.replace(/[%_\\]/g, '\\$&')) : undefined,
    filter.categoryIds ? inArray(masterProducts.categoryId, filter.categoryIds) : undefined,
    filter.brand !== undefined ? eq(brands.name, filter.brand) : undefined,
    filter.brandId !== undefined ? eq(masterProducts.brandId, filter.brandId) : undefined,
    filter.state === 'all'
      ? undefined
      : filter.state === 'retired'
        ? isNotNull(masterProducts.retiredAt)
        : isNull(masterProducts.retiredAt),
  );
}

const conditions = masterProductConditions;

/** The first `limit` ids of a catalogue search, in catalogue order (the window every supplier shares). */
export async function listMasterProductIds(db: Database, filter: MasterProductFilter, limit: number) {
  const rows = await db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(conditions(filter))
    .orderBy(asc(masterProducts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Master products by id with their brand's name (any order): what every supplier sees alike. */
export async function findMasterProductRowsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ product: masterProducts, brand: brands.name })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(inArray(masterProducts.id, ids));
}

/** The supplier's products linked to these master products, by master product id. */
export async function findLinkedProductIds(
  db: Database,
  supplierId: number,
  masterProductIds: number[],
): Promise<Map<number, number>> {
  if (masterProductIds.length === 0) return new Map();
  const rows = await db
    .select({ id: supplierProducts.id, masterProductId: supplierProducts.masterProductId })
    .from(supplierProducts)
    .where(
      and(
        eq(supplierProducts.supplierId, supplierId),
        inArray(supplierProducts.masterProductId, masterProductIds),
      ),
    );
  return new Map(rows.flatMap((row) => (row.masterProductId ? [[row.masterProductId, row.id]] : [])));
}

/** A page of the master catalogue with, for the caller's supplier, the id of its linked product. */
export async function searchMasterProducts(
  db: Database,
  supplierId: number,
  filter: MasterProductFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select({ product: masterProducts, brand: brands.name, myProductId: supplierProducts.id })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .leftJoin(
      supplierProducts,
      and(
        eq(supplierProducts.masterProductId, masterProducts.id),
        eq(supplierProducts.supplierId, supplierId),
      ),
    )
    .where(conditions(filter))
    .orderBy(asc(masterProducts.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many master products a search finds (the service keeps these as long as its windows). */
export async function countMasterProducts(db: Database, filter: MasterProductFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(conditions(filter));
  return row?.n ?? 0;
}

export async function findMasterProduct(db: Database, id: number) {
  const [row] = await db
    .select({ product: masterProducts, brand: brands.name })
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .where(eq(masterProducts.id, id))
    .limit(1);
  return row;
}

/** Which of these master products the platform retired (merged ones included). */
export async function findRetiredMasterProductIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: masterProducts.id })
    .from(masterProducts)
    .where(and(inArray(masterProducts.id, ids), isNotNull(masterProducts.retiredAt)));
  return rows.map((row) => row.id);
}
