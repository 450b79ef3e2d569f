import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyers, users } from '../../db/schema/index.js';

/** Who receives a conversation's events on each side: every user of the company, and the buyer's login. */
export type Recipients = {
  supplier: { userId: number; adminCode: string }[];
  buyer: { userId: number; adminCode: string }[];
};

/** Who should receive a message on each side: every user of the company, and the buyer's login. */
export async function recipientsOf(
  db: Database,
  conversation: { supplierId: number; buyerId: number },
): Promise<Recipients> {
  const [supplierUsers, buyerUsers] = await Promise.all([
    db
      .select({ userId: users.id, adminCode: users.adminCode })
      .from(users)
      .where(and(eq(users.supplierId, conversation.supplierId), ne(users.status, 'disabled'))),
    db
      .select({ userId: users.id, adminCode: users.adminCode })
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(eq(buyers.id, conversation.buyerId)),
  ]);
  return { supplier: supplierUsers, buyer: buyerUsers };
}

/** A buyer was just active (sent a message, connected). */
export async function touchBuyerOnline(db: Database, buyerId: number) {
  await db.update(buyers).set({ lastOnlineAt: sql`now()` }).where(eq(buyers.id, buyerId));
}
