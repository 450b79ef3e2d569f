import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { brands, buyerProducts, masterProducts, rfqs, supplierProducts } from '../../db/schema/index.js';
import { type MasterProductFilter, masterProductConditions } from './catalogue.repository.js';

export type MasterProductRow = typeof masterProducts.$inferSelect;
export type NewMasterProductRow = typeof masterProducts.$inferInsert;

const mergedInto = alias(masterProducts, 'merged_into');

/** A master product with its brand's name and, when merged away, the product it went into. */
const consoleColumns = {
  product: masterProducts,
  brandName: brands.name,
  mergedIntoName: mergedInto.name,
};

function consoleQuery(db: Database) {
  return db
    .select(consoleColumns)
    .from(masterProducts)
    .innerJoin(brands, eq(brands.id, masterProducts.brandId))
    .leftJoin(mergedInto, eq(mergedInto.id, masterProducts.mergedIntoId));
}

export type ConsoleProductRow = NonNullable<Awaited<ReturnType<typeof findConsoleProduct>>>;

/** A page of the catalogue for the console, newest first, with the total. */
export async function listConsoleProducts(
  db: Database,
  filter: MasterProductFilter,
  page: { offset: number; limit: number },
) {
  const where = masterProductConditions(filter);
  const [rows, [total]] = await Promise.all([
    consoleQuery(db).where(where).orderBy(desc(masterProducts.id)).offset(page.offset).limit(page.limit),
    db
      .select({ n: count() })
      .from(masterProducts)
      .innerJoin(brands, eq(brands.id, masterProducts.brandId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findConsoleProduct(db: Database, id: number) {
  const [row] = await consoleQuery(db).where(eq(masterProducts.id, id)).limit(1);
  return row;
}

/** Master products by id for the console (any order). */
export function findConsoleProducts(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return consoleQuery(db).where(inArray(masterProducts.id, ids));
}

/** Active master products with this barcode key (UPC-A and EAN-13 of one code meet), oldest first. */
export function findActiveByBarcodeKey(db: Database, barcodeKey: string, exceptId?: number) {
  return consoleQuery(db)
    .where(
      and(
        eq(masterProducts.barcodeKey, barcodeKey),
        isNull(masterProducts.retiredAt),
        exceptId === undefined ? undefined : ne(masterProducts.id, exceptId),
      ),
    )
    .orderBy(asc(masterProducts.id));
}

/**
 * Serialises writes that claim one barcode key until the transaction ends, so two simultaneous
 * saves cannot both find it free.
 */
export async function lockBarcodeKey(tx: Database, barcodeKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`master_barcode:${barcodeKey}`}))`);
}

/** Locks master products for a change, in id order (two merges never wait on each other in a circle). */
export function lockMasterProducts(tx: Database, ids: number[]): Promise<MasterProductRow[]> {
  return tx
    .select()
    .from(masterProducts)
    .where(inArray(masterProducts.id, ids))
    .orderBy(asc(masterProducts.id))
    .for('update');
}

export async function insertMasterProduct(tx: Database, row: NewMasterProductRow): Promise<MasterProductRow> {
  const [inserted] = await tx.insert(masterProducts).values(row).returning();
  if (!inserted) throw new Error('master product insert returned nothing');
  return inserted;
}

export async function updateMasterProductRow(
  tx: Database,
  id: number,
  values: Partial<NewMasterProductRow>,
): Promise<void> {
  await tx
    .update(masterProducts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(masterProducts.id, id));
}

export interface LinkCounts {
  linkedSuppliers: number;
  wantedByBuyers: number;
  rfqs: number;
}

/** For each master product: suppliers linking it, buyers purchasing or asking about it, RFQs naming it. */
export async function countLinks(db: Database, ids: number[]): Promise<Map<number, LinkCounts>> {
  const counts = new Map<number, LinkCounts>(
    ids.map((id) => [id, { linkedSuppliers: 0, wantedByBuyers: 0, rfqs: 0 }]),
  );
  if (ids.length === 0) return counts;
  const [suppliers, buyers, requests] = await Promise.all([
    db
      .select({ id: supplierProducts.masterProductId, n: count() })
      .from(supplierProducts)
      .where(inArray(supplierProducts.masterProductId, ids))
      .groupBy(supplierProducts.masterProductId),
    db
      .select({
        id: buyerProducts.masterProductId,
        n: sql<number>`count(distinct ${buyerProducts.buyerId})::int`,
      })
      .from(buyerProducts)
      .where(
        and(
          inArray(buyerProducts.masterProductId, ids),
          inArray(buyerProducts.kind, ['purchasing', 'inquired']),
        ),
      )
      .groupBy(buyerProducts.masterProductId),
    db
      .select({ id: rfqs.masterProductId, n: count() })
      .from(rfqs)
      .where(inArray(rfqs.masterProductId, ids))
      .groupBy(rfqs.masterProductId),
  ]);
  const set = (id: number | null, field: keyof LinkCounts, n: number) => {
    const entry = id === null ? undefined : counts.get(id);
    if (entry) entry[field] = n;
  };
  for (const row of suppliers) set(row.id, 'linkedSuppliers', row.n);
  for (const row of buyers) set(row.id, 'wantedByBuyers', row.n);
  for (const row of requests) set(row.id, 'rfqs', row.n);
  return counts;
}

/** A page of barcode keys that two or more active products share, with the number of such keys. */
export async function listDuplicateBarcodeKeys(db: Database, page: { offset: number; limit: number }) {
  const duplicated = db
    .select({ key: masterProducts.barcodeKey })
    .from(masterProducts)
    .where(isNull(masterProducts.retiredAt))
    .groupBy(masterProducts.barcodeKey)
    .having(sql`count(*) > 1`);
  const [keys, [total]] = await Promise.all([
    duplicated.orderBy(asc(masterProducts.barcodeKey)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(duplicated.as('duplicated')),
  ]);
  return { keys: keys.map((row) => row.key), total: total?.n ?? 0 };
}

/** The active products of these barcode keys, oldest first. */
export function findActiveByBarcodeKeys(db: Database, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return consoleQuery(db)
    .where(and(inArray(masterProducts.barcodeKey, keys), isNull(masterProducts.retiredAt)))
    .orderBy(asc(masterProducts.id));
}

type Rows<T> = { rows: T[] };

/**
 * Re-points everything that refers to master product `fromId` at `toId` (a merge), inside the
 * merge's transaction: suppliers' linked products (a company that already links `toId` keeps its
 * copy of `fromId` where it is: one link per product and company), buyers' interests (the primary
 * key is buyer + kind + product: a buyer with both keeps one row, at the later time), RFQs, and
 * products merged into `fromId` before.
 */
export async function moveMasterProductLinks(tx: Database, fromId: number, toId: number) {
  const movedLinks = await tx
    .update(supplierProducts)
    .set({ masterProductId: toId, updatedAt: sql`now()` })
    .where(
      and(
        eq(supplierProducts.masterProductId, fromId),
        sql`not exists (select 1 from supplier_products other where other.supplier_id = "supplier_products"."supplier_id" and other.master_product_id = ${toId})`,
      ),
    )
    .returning({ id: supplierProducts.id });
  const [kept] = await tx
    .select({ n: count() })
    .from(supplierProducts)
    .where(eq(supplierProducts.masterProductId, fromId));
  await tx.execute(sql`
    insert into buyer_products (buyer_id, kind, master_product_id, at)
    select buyer_id, kind, ${toId}, at from buyer_products where master_product_id = ${fromId}
    on conflict (buyer_id, kind, master_product_id) do update set at = greatest(buyer_products.at, excluded.at)`);
  const movedInterests = (await tx.execute(
    sql`delete from buyer_products where master_product_id = ${fromId} returning buyer_id`,
  )) as unknown as Rows<{ buyer_id: number }>;
  const movedRfqs = await tx
    .update(rfqs)
    .set({ masterProductId: toId })
    .where(eq(rfqs.masterProductId, fromId))
    .returning({ id: rfqs.id });
  await tx.update(masterProducts).set({ mergedIntoId: toId }).where(eq(masterProducts.mergedIntoId, fromId));
  return {
    supplierLinks: movedLinks.length,
    supplierCopiesKept: kept?.n ?? 0,
    buyerProducts: movedInterests.rows.length,
    rfqs: movedRfqs.length,
  };
}

/** The id and name of every product of a brand (for its new search text after a rename). */
export function listBrandProductNames(db: Database, brandId: number) {
  return db
    .select({ id: masterProducts.id, name: masterProducts.name })
    .from(masterProducts)
    .where(eq(masterProducts.brandId, brandId));
}

/** Sets the search text of many products in one statement per 500. */
export async function updateSearchTexts(tx: Database, texts: { id: number; searchText: string }[]) {
  for (let i = 0; i < texts.length; i += 500) {
    const values = sql.join(
      texts.slice(i, i + 500).map((t) => sql`(${t.id}::int, ${t.searchText}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update master_products set search_text = v.search_text, updated_at = now()
      from (values ${values}) as v(id, search_text) where master_products.id = v.id`);
  }
}
