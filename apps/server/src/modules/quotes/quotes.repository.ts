import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isExpiredSql } from '../../db/expiry.js';
import { productQuotes, supplierProducts } from '../../db/schema/index.js';

const isExpired = isExpiredSql(productQuotes.expiresOn);
// Written out qualified: the author's name, null once that user is gone.
const authorName = sql<
  string | null
>`(select u.real_name from users u where u.id = "product_quotes"."created_by")`;
const columns = { quote: productQuotes, productName: supplierProducts.name, isExpired, authorName };

export type QuoteRow = typeof productQuotes.$inferSelect;
export type ListedQuote = {
  quote: QuoteRow;
  productName: string;
  isExpired: boolean;
  authorName: string | null;
};

export async function listQuotes(
  db: Database,
  supplierId: number,
  productId: number | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(productQuotes.supplierId, supplierId),
    productId ? eq(productQuotes.productId, productId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(productQuotes)
      .innerJoin(supplierProducts, eq(supplierProducts.id, productQuotes.productId))
      .where(where)
      .orderBy(desc(productQuotes.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(productQuotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuote(
  db: Database,
  supplierId: number,
  id: number,
): Promise<ListedQuote | undefined> {
  const [row] = await db
    .select(columns)
    .from(productQuotes)
    .innerJoin(supplierProducts, eq(supplierProducts.id, productQuotes.productId))
    .where(and(eq(productQuotes.id, id), eq(productQuotes.supplierId, supplierId)))
    .limit(1);
  return row;
}

/** The newest quote of a product: the one buyers see. */
export async function findCurrentQuote(db: Database, supplierId: number, productId: number) {
  const [row] = await db
    .select(columns)
    .from(productQuotes)
    .innerJoin(supplierProducts, eq(supplierProducts.id, productQuotes.productId))
    .where(and(eq(productQuotes.productId, productId), eq(productQuotes.supplierId, supplierId)))
    .orderBy(desc(productQuotes.id))
    .limit(1);
  return row;
}

export async function insertQuote(db: Database, row: typeof productQuotes.$inferInsert) {
  const [inserted] = await db.insert(productQuotes).values(row).returning({ id: productQuotes.id });
  if (!inserted) throw new Error('quote insert returned nothing');
  return inserted.id;
}

export async function updateQuote(
  db: Database,
  supplierId: number,
  id: number,
  values: Partial<typeof productQuotes.$inferInsert>,
) {
  const rows = await db
    .update(productQuotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(productQuotes.id, id), eq(productQuotes.supplierId, supplierId)))
    .returning({ id: productQuotes.id });
  return rows.length > 0;
}

export async function deleteQuote(db: Database, supplierId: number, id: number) {
  const rows = await db
    .delete(productQuotes)
    .where(and(eq(productQuotes.id, id), eq(productQuotes.supplierId, supplierId)))
    .returning({ id: productQuotes.id });
  return rows.length > 0;
}
