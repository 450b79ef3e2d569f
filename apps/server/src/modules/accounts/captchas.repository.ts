import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

export type CaptchaRow = typeof captchas.$inferSelect;

/** Stores the answer of a client key's captcha (a key fetched again gets the new answer) and drops expired ones. */
export async function saveCaptcha(db: Database, row: { key: string; codeHash: string; expiresAt: Date }) {
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({ target: captchas.key, set: { codeHash: row.codeHash, expiresAt: row.expiresAt } });
}

/** Removes a key's captcha and returns it, so each answers once. */
export async function takeCaptcha(db: Database, key: string): Promise<CaptchaRow | undefined> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  return row;
}
