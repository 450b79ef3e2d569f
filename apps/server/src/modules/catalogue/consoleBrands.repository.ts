import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { brands, masterProducts } from '../../db/schema/index.js';

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;

/** Catalogue products of the brand, active and retired ("in use by N"). */
const productCount = sql<number>`(select count(*) from master_products mp where mp.brand_id = "brands"."id")::int`;

/** A page of brands A to Z, optionally containing a part of a name, each with its product count. */
export async function listConsoleBrands(
  db: Database,
  keyword: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = keyword ? ilike(brands.name, containsPattern(keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ brand: brands, products: productCount })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.name), asc(brands.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBrand(db: Database, id: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

/** A brand with its product count, for the console. */
export async function findConsoleBrand(db: Database, id: number) {
  const [row] = await db
    .select({ brand: brands, products: productCount })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1);
  return row;
}

/** The brand whose name equals this one ignoring case, if any. */
export async function findBrandByName(db: Database, name: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(sql`lower(${brands.name}) = lower(${name})`).limit(1);
  return row;
}

export async function lockBrand(tx: Database, id: number): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
  return row;
}

export async function insertBrand(tx: Database, row: NewBrandRow): Promise<BrandRow> {
  const [inserted] = await tx.insert(brands).values(row).returning();
  if (!inserted) throw new Error('brand insert returned nothing');
  return inserted;
}

export async function updateBrandRow(tx: Database, id: number, values: Partial<NewBrandRow>): Promise<void> {
  await tx.update(brands).set(values).where(eq(brands.id, id));
}

export async function countBrandProducts(tx: Database, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(masterProducts).where(eq(masterProducts.brandId, id));
  return row?.n ?? 0;
}

export async function deleteBrandRow(tx: Database, id: number): Promise<void> {
  await tx.delete(brands).where(eq(brands.id, id));
}
