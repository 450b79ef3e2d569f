import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyerContacts,
  companyImages,
  credentials,
  productQuotes,
  supplierProducts,
  taskCompletions,
} from '../../db/schema/index.js';

// Both drivers (pg and PGlite) answer raw SQL with { rows }.
type Rows<T> = { rows: T[] };

/** What the tasks read from a company's data, with the natural date of those that have one. */
export async function taskFacts(db: Database, supplierId: number, productGoal: number) {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${companyImages} where ${companyImages.supplierId} = ${supplierId} and ${companyImages.kind} = 'image')::int as images,
      (select count(*) from ${companyImages} where ${companyImages.supplierId} = ${supplierId} and ${companyImages.kind} = 'logo')::int as logos,
      (select count(*) from ${supplierProducts} where ${supplierProducts.supplierId} = ${supplierId})::int as products,
      (select ${supplierProducts.createdAt} from ${supplierProducts} where ${supplierProducts.supplierId} = ${supplierId}
         order by ${supplierProducts.createdAt}, ${supplierProducts.id} offset ${productGoal - 1}::int limit 1) as products_done_at,
      (select min(${productQuotes.createdAt}) from ${productQuotes} where ${productQuotes.supplierId} = ${supplierId}) as quoted_at,
      (select min(${buyerContacts.contactedAt}) from ${buyerContacts} where ${buyerContacts.supplierId} = ${supplierId}
         and ${buyerContacts.startedBy} = 'supplier') as contacted_at,
      (select min(${buyerContacts.contactedAt}) from ${buyerContacts} where ${buyerContacts.supplierId} = ${supplierId}
         and ${buyerContacts.startedBy} = 'buyer') as replied_at,
      (select min(${credentials.submittedAt}) from ${credentials} where ${credentials.supplierId} = ${supplierId}
         and ${credentials.type} = 'business_licence') as licence_at
  `)) as unknown as Rows<{
    images: number;
    logos: number;
    products: number;
    products_done_at: string | Date | null;
    quoted_at: string | Date | null;
    contacted_at: string | Date | null;
    replied_at: string | Date | null;
    licence_at: string | Date | null;
  }>;
  const row = result.rows[0];
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    images: Number(row?.images ?? 0),
    hasLogo: Number(row?.logos ?? 0) > 0,
    products: Number(row?.products ?? 0),
    productsDoneAt: date(row?.products_done_at),
    quotedAt: date(row?.quoted_at),
    contactedAt: date(row?.contacted_at),
    repliedAt: date(row?.replied_at),
    licenceAt: date(row?.licence_at),
  };
}

/**
 * Keeps the first moment each observed task was seen done (and forgets it when it is undone):
 * returns when each done task was done.
 */
export async function observeCompletions(
  db: Database,
  supplierId: number,
  observed: Record<string, boolean>,
): Promise<Map<string, Date>> {
  const done = Object.keys(observed).filter((task) => observed[task]);
  const undone = Object.keys(observed).filter((task) => !observed[task]);
  if (done.length)
    await db
      .insert(taskCompletions)
      .values(done.map((task) => ({ supplierId, task })))
      .onConflictDoNothing();
  if (undone.length)
    await db
      .delete(taskCompletions)
      .where(and(eq(taskCompletions.supplierId, supplierId), inArray(taskCompletions.task, undone)));
  const rows = done.length
    ? await db
        .select()
        .from(taskCompletions)
        .where(and(eq(taskCompletions.supplierId, supplierId), inArray(taskCompletions.task, done)))
    : [];
  return new Map(rows.map((row) => [row.task, row.doneAt]));
}
