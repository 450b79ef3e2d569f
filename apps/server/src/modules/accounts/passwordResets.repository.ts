import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function insertPasswordReset(
  db: Database,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** Marks a live (unused, unexpired) reset link used; its user, or undefined when there is none. */
export async function useResetLink(db: Database, tokenHash: string): Promise<{ userId: number } | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used;
}

/** Marks every unused reset link of a user used. */
export async function useAllResetLinksOf(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
