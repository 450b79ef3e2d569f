import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { conversations, supplierProducts, suppliers } from '../../db/schema/index.js';

// Qualified by hand: in a one-table select Drizzle renders ${suppliers.id} unqualified inside subqueries.
const productCount = sql<number>`(select count(*)::int from supplier_products p where p.supplier_id = "suppliers"."id")`;

/** Published showrooms for buyers: those with products first, by name search. */
export async function listSuppliers(
  db: Database,
  query: { keyword?: string | undefined; offset: number; limit: number },
) {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  // A company suspended by the platform team is not shown to buyers.
  const published = and(eq(suppliers.showroomStatus, 'published'), isNull(suppliers.suspendedAt));
  const where = pattern
    ? and(
        published,
        or(
          ilike(suppliers.name, pattern),
          sql`exists (select 1 from supplier_products p where p.supplier_id = "suppliers"."id" and p.name ilike ${pattern})`,
        ),
      )
    : published;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        country: suppliers.country,
        mainCategories: suppliers.mainCategories,
        productCount,
      })
      .from(suppliers)
      .where(where)
      .orderBy(desc(productCount), suppliers.name)
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSupplier(db: Database, supplierId: number) {
  const [row] = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      country: suppliers.country,
      mainCategories: suppliers.mainCategories,
      productCount,
      suspendedAt: suppliers.suspendedAt,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row;
}

export async function listSupplierProducts(db: Database, supplierId: number, limit: number) {
  return db
    .select()
    .from(supplierProducts)
    .where(eq(supplierProducts.supplierId, supplierId))
    .orderBy(desc(supplierProducts.id))
    .limit(limit);
}

export async function findAnyProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      product: supplierProducts,
      supplierName: suppliers.name,
      supplierSuspendedAt: suppliers.suspendedAt,
    })
    .from(supplierProducts)
    .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .where(eq(supplierProducts.id, productId));
  return row;
}

export async function findConversationId(db: Database, supplierId: number, buyerId: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.supplierId, supplierId), eq(conversations.buyerId, buyerId)));
  return row?.id ?? null;
}
