import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyerContacts } from '../../db/schema/index.js';

export type ContactRow = typeof buyerContacts.$inferSelect;

const key = (supplierId: number, buyerId: number) =>
  and(eq(buyerContacts.supplierId, supplierId), eq(buyerContacts.buyerId, buyerId));

export async function findContact(db: Database, supplierId: number, buyerId: number) {
  const [row] = await db.select().from(buyerContacts).where(key(supplierId, buyerId)).limit(1);
  return row;
}

/**
 * Creates the contact as opened by the supplier, unless one exists. Returns the new row, or
 * undefined when the pair already had one (a concurrent insert waits on the primary key and then
 * finds it).
 */
export async function insertSupplierContact(db: Database, supplierId: number, buyerId: number) {
  const [row] = await db
    .insert(buyerContacts)
    .values({
      supplierId,
      buyerId,
      startedBy: 'supplier',
      contactedAt: sql`now()`,
      chargedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The existing contact, locked for the rest of the transaction. */
export async function lockContact(db: Database, supplierId: number, buyerId: number) {
  const [row] = await db.select().from(buyerContacts).where(key(supplierId, buyerId)).for('update');
  return row;
}

export async function markSupplierAnswered(
  db: Database,
  supplierId: number,
  buyerId: number,
  charged: boolean,
) {
  await db
    .update(buyerContacts)
    .set({
      contactedAt: sql`coalesce(${buyerContacts.contactedAt}, now())`,
      ...(charged ? { chargedAt: sql`now()` } : {}),
    })
    .where(key(supplierId, buyerId));
}

/** The buyer wrote: a new contact started by the buyer, or the first answer to the supplier's. */
export async function upsertBuyerWrote(db: Database, supplierId: number, buyerId: number) {
  await db
    .insert(buyerContacts)
    .values({ supplierId, buyerId, startedBy: 'buyer', respondedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [buyerContacts.supplierId, buyerContacts.buyerId],
      set: { respondedAt: sql`coalesce(${buyerContacts.respondedAt}, now())` },
    });
}
