import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailVerifications } from '../../db/schema/index.js';

export async function insertEmailVerification(
  db: Database,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/** Marks a live (unused, unexpired at `now`) confirmation link used; its user, or undefined. */
export async function useEmailVerification(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return used;
}

/** Marks every unused confirmation link of a user used. */
export async function useAllEmailVerificationsOf(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}
