import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, masterProducts } from '../../db/schema/index.js';

// The catalogue import writes master products a batch at a time (one statement per kind of write),
// which the catalogue module's one-product services cannot do at 50 000 rows.

/** Brands by lower-cased name (an import reads "alpine meadow" as "Alpine Meadow"). */
export async function findBrandsByLowerName(
  db: Database,
  lowerNames: string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (lowerNames.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(sql`lower(${brands.name}) = any(${sql.param(lowerNames)}::text[])`)
    .orderBy(asc(brands.id));
  const byName = new Map<string, { id: number; name: string }>();
  for (const row of rows) if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
  return byName;
}

/** Adds brands (names not taken meanwhile); the ones this statement created. */
export async function insertBrands(tx: Database, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return tx
    .insert(brands)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: brands.name })
    .returning({ id: brands.id, name: brands.name });
}

/**
 * Serialises writes that claim these barcode keys until the transaction ends, in key order; the
 * same locks as the console's product form takes (`master_barcode:<key>` in the catalogue module),
 * so an import and a hand edit never both find a barcode free.
 */
export async function lockBarcodeKeys(tx: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // unnest keeps the array's order: the locks are taken in key order, as sorted here.
  const sorted = [...new Set(keys)].sort();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('master_barcode:' || k)) from unnest(${sql.param(sorted)}::text[]) as k`,
  );
}

/** The oldest active (not retired) product of each barcode key. */
export async function findActiveIdsByBarcodeKey(db: Database, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: masterProducts.id, barcodeKey: masterProducts.barcodeKey })
    .from(masterProducts)
    .where(
      and(
        sql`${masterProducts.barcodeKey} = any(${sql.param(keys)}::text[])`,
        isNull(masterProducts.retiredAt),
      ),
    )
    .orderBy(asc(masterProducts.id));
  const byKey = new Map<string, number>();
  for (const row of rows) if (!byKey.has(row.barcodeKey)) byKey.set(row.barcodeKey, row.id);
  return byKey;
}

/** A master product's fields as an import row writes them; null origin or specs leave the stored ones. */
export interface ImportedProductValues {
  barcode: string;
  barcodeKey: string;
  mid: string;
  name: string;
  brandId: number;
  categoryId: number;
  origin: string | null;
  specs: string[] | null;
  searchText: string;
}

/** Inserts new products. */
export async function insertImportedProducts(
  tx: Database,
  rows: ImportedProductValues[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(masterProducts)
    .values(rows.map((row) => ({ ...row, specs: row.specs ?? [], createdAt: now, updatedAt: now })));
}

/** Updates products in one statement, in id order (the order the catalogue's merges lock rows in). */
export async function updateImportedProducts(
  tx: Database,
  rows: (ImportedProductValues & { id: number })[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const values = [...rows]
    .sort((a, b) => a.id - b.id)
    .map(
      (row) =>
        sql`(${row.id}::int, ${row.barcode}::text, ${row.barcodeKey}::text, ${row.mid}::text, ${row.name}::text, ${row.brandId}::int, ${row.categoryId}::int, ${row.origin}::text, ${row.specs === null ? null : JSON.stringify(row.specs)}::jsonb, ${row.searchText}::text)`,
    );
  await tx.execute(sql`
    update ${masterProducts} as m set
      barcode = v.barcode,
      barcode_key = v.barcode_key,
      mid = v.mid,
      name = v.name,
      brand_id = v.brand_id,
      category_id = v.category_id,
      origin = coalesce(v.origin, m.origin),
      specs = coalesce(v.specs, m.specs),
      search_text = v.search_text,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(id, barcode, barcode_key, mid, name, brand_id, category_id, origin, specs, search_text)
    where m.id = v.id`);
}
