import type { LockedField } from '@sc/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  categories,
  companyImages,
  files,
  profileHistory,
  showroomExhibits,
  supplierProducts,
  suppliers,
} from '../../db/schema/index.js';

export type CompanyRow = typeof suppliers.$inferSelect;
export type CompanyImageRow = typeof companyImages.$inferSelect;
export type HistoryRow = typeof profileHistory.$inferSelect;

export async function findCompany(db: Database, supplierId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  return row;
}

/** The company row, locked for the rest of the transaction (saves and picture changes queue up). */
export async function lockCompany(db: Database, supplierId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).for('no key update');
  return row;
}

export type CompanyChanges = Partial<Omit<CompanyRow, 'id' | 'createdAt'>>;

export async function updateCompany(db: Database, supplierId: number, changes: CompanyChanges) {
  const [row] = await db.update(suppliers).set(changes).where(eq(suppliers.id, supplierId)).returning();
  return row;
}

/** The logo and images with their files, logo first, images in order. */
export async function listCompanyImages(db: Database, supplierId: number) {
  return db
    .select({ image: companyImages, file: files })
    .from(companyImages)
    .innerJoin(files, eq(files.id, companyImages.fileId))
    .where(eq(companyImages.supplierId, supplierId))
    .orderBy(desc(sql`${companyImages.kind} = 'logo'`), asc(companyImages.position), asc(companyImages.id));
}

export async function insertCompanyImage(
  db: Database,
  values: { supplierId: number; fileId: string; kind: 'logo' | 'image'; position: number; caption: string },
) {
  await db.insert(companyImages).values(values);
}

export async function deleteLogo(db: Database, supplierId: number) {
  await db
    .delete(companyImages)
    .where(and(eq(companyImages.supplierId, supplierId), eq(companyImages.kind, 'logo')));
}

export async function deleteCompanyImage(db: Database, supplierId: number, fileId: string) {
  await db
    .delete(companyImages)
    .where(and(eq(companyImages.supplierId, supplierId), eq(companyImages.fileId, fileId)));
}

export async function setImagePlace(
  db: Database,
  supplierId: number,
  fileId: string,
  place: { position: number; caption: string },
) {
  await db
    .update(companyImages)
    .set(place)
    .where(
      and(
        eq(companyImages.supplierId, supplierId),
        eq(companyImages.fileId, fileId),
        eq(companyImages.kind, 'image'),
      ),
    );
}

/** How many products the company displays (the unlock rule counts them). */
export async function countExhibits(db: Database, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(showroomExhibits)
    .where(eq(showroomExhibits.supplierId, supplierId));
  return row?.n ?? 0;
}

export async function hasLogo(db: Database, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(companyImages)
    .where(and(eq(companyImages.supplierId, supplierId), eq(companyImages.kind, 'logo')));
  return (row?.n ?? 0) > 0;
}

/** The categories among the ids, with the code of their top-level (main) category. */
export async function findCategoriesWithMain(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const parent = sql`(select p.code from ${categories} p where p.id = ${categories.parentId})`;
  return db
    .select({
      id: categories.id,
      code: categories.code,
      mainCode: sql<string>`coalesce(${parent}, ${categories.code})`,
      nameEn: categories.nameEn,
      nameZh: categories.nameZh,
      nameJa: categories.nameJa,
    })
    .from(categories)
    .where(inArray(categories.id, ids));
}

/** Brands on my products, most used first. */
export async function listMyBrands(db: Database, supplierId: number) {
  const brand = sql<string>`btrim(${supplierProducts.brand})`;
  return db
    .select({ name: brand, products: count() })
    .from(supplierProducts)
    .where(and(eq(supplierProducts.supplierId, supplierId), isNotNull(supplierProducts.brand), ne(brand, '')))
    .groupBy(brand)
    .orderBy(desc(count()), asc(brand));
}

export async function insertHistory(
  db: Database,
  rows: {
    supplierId: number;
    field: LockedField;
    fromValue: string | null;
    toValue: string | null;
    changedBy: 'supplier' | 'staff';
    userId: number | null;
    changeRequestId: number | null;
  }[],
) {
  if (rows.length > 0) await db.insert(profileHistory).values(rows);
}

export async function listHistory(db: Database, supplierId: number, limit = 50): Promise<HistoryRow[]> {
  return db
    .select()
    .from(profileHistory)
    .where(eq(profileHistory.supplierId, supplierId))
    .orderBy(desc(profileHistory.createdAt), desc(profileHistory.id))
    .limit(limit);
}

/** The logo file of each of the companies that has one. */
export async function findLogoFileIds(db: Database, supplierIds: number[]) {
  if (supplierIds.length === 0) return [];
  return db
    .select({ supplierId: companyImages.supplierId, fileId: companyImages.fileId })
    .from(companyImages)
    .where(and(inArray(companyImages.supplierId, supplierIds), eq(companyImages.kind, 'logo')));
}
