import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function insertPasswordReset(
  db: Database,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/**
 * Marks a live (unused, unexpired) reset link used; its user, or undefined when there is none.
 * `now` (the app's clock) decides expiry when given, else the database's time.
 */
export async function useResetLink(
  db: Database,
  tokenHash: string,
  now?: Date,
): Promise<{ userId: number } | undefined> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now ?? sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now ?? sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used;
}

/** A live (unused, unexpired at `now`) link's user and expiry, without using it. */
export async function findLiveResetLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks every unused reset link of a user used. */
export async function useAllResetLinksOf(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
