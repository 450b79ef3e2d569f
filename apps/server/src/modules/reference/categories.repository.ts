import { MAIN_CATEGORIES } from '@sc/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, rfqs } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

/** Every category, locked: edits of the tree (orders, moves) happen one at a time. */
export function lockCategoryTree(tx: Database): Promise<CategoryRow[]> {
  return tx.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)).for('update');
}

export async function insertCategory(tx: Database, row: NewCategoryRow): Promise<CategoryRow> {
  const [inserted] = await tx.insert(categories).values(row).returning();
  if (!inserted) throw new Error('category insert returned nothing');
  return inserted;
}

export async function updateCategoryRow(tx: Database, id: number, values: Partial<NewCategoryRow>) {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

/** Gives each category its place in the list (0, 1, 2… in the order given). */
export async function updateCategorySorts(tx: Database, ids: number[]) {
  for (const [sort, id] of ids.entries()) await updateCategoryRow(tx, id, { sort });
}

export async function deleteCategoryRow(tx: Database, id: number) {
  await tx.delete(categories).where(eq(categories.id, id));
}

type Rows<T> = { rows: T[] };
const countsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<{ id: number; n: number }>).rows;
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export type CategoryUseCounts = {
  masterProducts: number;
  supplierProducts: number;
  buyers: number;
  rfqs: number;
  suppliers: number;
  brands: number;
};

/**
 * What uses each category directly, by id: catalogue and suppliers' products, buyers purchasing in
 * it (its main category's buyers: those whose main category it is), RFQs, companies and brands.
 */
export async function countCategoryUses(db: Database): Promise<Map<number, CategoryUseCounts>> {
  const [master, supplier, buyerSubs, buyerMains, requests, companies, brandRows] = await Promise.all([
    countsOf(db, sql`select category_id as id, count(*)::int as n from master_products group by category_id`),
    countsOf(
      db,
      sql`select category_id as id, count(*)::int as n from supplier_products where category_id is not null group by category_id`,
    ),
    countsOf(
      db,
      sql`select c as id, count(*)::int as n from buyers, unnest(purchasing_category_ids) c group by c`,
    ),
    countsOf(
      db,
      sql`select k.id, count(*)::int as n from buyers b join categories k on k.code = b.main_category and k.parent_id is null group by k.id`,
    ),
    countsOf(db, sql`select category_id as id, count(*)::int as n from rfqs group by category_id`),
    countsOf(db, sql`select c as id, count(*)::int as n from suppliers, unnest(category_ids) c group by c`),
    countsOf(db, sql`select c as id, count(*)::int as n from brands, unnest(category_ids) c group by c`),
  ]);
  const uses = new Map<number, CategoryUseCounts>();
  const add = (rows: { id: number; n: number }[], field: keyof CategoryUseCounts) => {
    for (const { id, n } of rows) {
      const entry = uses.get(id) ?? {
        masterProducts: 0,
        supplierProducts: 0,
        buyers: 0,
        rfqs: 0,
        suppliers: 0,
        brands: 0,
      };
      entry[field] += Number(n);
      uses.set(id, entry);
    }
  };
  add(master, 'masterProducts');
  add(supplier, 'supplierProducts');
  add(buyerSubs, 'buyers');
  add(buyerMains, 'buyers');
  add(requests, 'rfqs');
  add(companies, 'suppliers');
  add(brandRows, 'brands');
  return uses;
}

/**
 * Keeps the copies of the tree that other rows hold right after sub-categories moved under another
 * main category: the RFQs filed under them (the market filters by main category) and the main
 * categories of companies that sell in them (derived from their categories, in the SPEC's order).
 */
export async function refileUnderMainCategory(tx: Database, categoryIds: number[], mainCategoryId: number) {
  if (categoryIds.length === 0) return;
  await tx.update(rfqs).set({ mainCategoryId }).where(inArray(rfqs.categoryId, categoryIds));
  await tx.execute(sql`
    update suppliers s set main_categories = array(
      select m.code from categories m
      where m.parent_id is null and exists (
        select 1 from categories c where c.id = any(s.category_ids) and (c.id = m.id or c.parent_id = m.id))
      order by array_position(${`{${MAIN_CATEGORIES.join(',')}}`}::text[], m.code))
    where s.category_ids && ${intArray(categoryIds)}`);
}
