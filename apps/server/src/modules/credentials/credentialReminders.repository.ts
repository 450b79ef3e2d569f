import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { credentialReminderDigests, credentialReminders, credentials } from '../../db/schema/index.js';

/**
 * Verified, unrevoked versions expiring between two days (inclusive) that are the newest version of
 * their series (a renewal uploaded since is what counts), with the thresholds already told.
 */
export async function findExpiringBetween(db: Database, from: string, until: string) {
  return db
    .select({
      credential: credentials,
      told: sql<
        number[]
      >`coalesce((select array_agg(${credentialReminders.thresholdDays}) from ${credentialReminders} where ${credentialReminders.credentialId} = ${credentials.id}), '{}')`,
    })
    .from(credentials)
    .where(
      and(
        eq(credentials.state, 'verified'),
        gte(credentials.expiresOn, from),
        lte(credentials.expiresOn, until),
        sql`not exists (select 1 from credentials newer where newer.series_id = ${credentials.seriesId} and newer.version > ${credentials.version})`,
      ),
    )
    .orderBy(asc(credentials.supplierId), asc(credentials.expiresOn));
}

/** Claims today's digest of a company; false when one went out today already. */
export async function claimDigest(
  db: Database,
  digest: { supplierId: number; day: string; credentialIds: number[]; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(credentialReminderDigests)
    .values({
      supplierId: digest.supplierId,
      day: digest.day,
      credentialIds: digest.credentialIds,
      sentAt: digest.at,
    })
    .onConflictDoNothing()
    .returning({ supplierId: credentialReminderDigests.supplierId });
  return rows.length > 0;
}

export async function recordReminders(
  db: Database,
  reminders: { credentialId: number; thresholdDays: number }[],
  day: string,
): Promise<void> {
  if (reminders.length === 0) return;
  await db
    .insert(credentialReminders)
    .values(reminders.map((r) => ({ ...r, sentOn: day })))
    .onConflictDoNothing();
}
