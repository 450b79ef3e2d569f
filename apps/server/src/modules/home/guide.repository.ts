import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userGuides } from '../../db/schema/index.js';

export type GuideRow = typeof userGuides.$inferSelect;

export async function findGuide(db: Database, userId: number) {
  const [row] = await db.select().from(userGuides).where(eq(userGuides.userId, userId));
  return row;
}

export async function upsertGuide(
  db: Database,
  userId: number,
  values: Partial<Omit<typeof userGuides.$inferInsert, 'userId'>>,
) {
  const [row] = await db
    .insert(userGuides)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userGuides.userId, set: values })
    .returning();
  if (!row) throw new Error('guide not stored');
  return row;
}
