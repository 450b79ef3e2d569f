import type { CredentialType } from '@sc/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  credentialRewards,
  credentialRewardTerms,
  credentials,
  files,
  suppliers,
  users,
} from '../../db/schema/index.js';

export type CredentialRow = typeof credentials.$inferSelect;
export type NewCredential = Omit<typeof credentials.$inferInsert, 'id' | 'seriesId' | 'version'>;
export type RewardRow = typeof credentialRewards.$inferSelect;

/** Every version of a company's credentials, each series newest version first. */
export async function listCompanyCredentials(db: Database, supplierId: number): Promise<CredentialRow[]> {
  return db
    .select()
    .from(credentials)
    .where(eq(credentials.supplierId, supplierId))
    .orderBy(desc(credentials.seriesId), desc(credentials.version));
}

/** The versions of one series (newest first), locked for the rest of the transaction. */
export async function lockSeries(
  db: Database,
  supplierId: number,
  seriesId: number,
): Promise<CredentialRow[]> {
  return db
    .select()
    .from(credentials)
    .where(and(eq(credentials.supplierId, supplierId), eq(credentials.seriesId, seriesId)))
    .orderBy(desc(credentials.version))
    .for('update');
}

/** A new credential (a new series, named after its first version's id) or a new version of `seriesId`. */
export async function insertCredentialVersion(
  db: Database,
  values: NewCredential,
  series: { seriesId: number; version: number } | null,
): Promise<CredentialRow> {
  let ids: { id?: number; seriesId: number; version: number };
  if (series) ids = series;
  else {
    const id = await nextCredentialId(db);
    ids = { id, seriesId: id, version: 1 };
  }
  const [row] = await db
    .insert(credentials)
    .values({ ...values, ...ids })
    .returning();
  if (!row) throw new Error('credential insert returned no row');
  return row;
}

async function nextCredentialId(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('credentials', 'id'))::int as id`,
  );
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (typeof id !== 'number') throw new Error('no credential id');
  return id;
}

export async function lockCredential(db: Database, id: number): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id)).for('update');
  return row;
}

export async function updateCredential(
  db: Database,
  id: number,
  values: Partial<typeof credentials.$inferInsert>,
): Promise<void> {
  await db.update(credentials).set(values).where(eq(credentials.id, id));
}

export async function listRewardTerms(db: Database) {
  return db.select().from(credentialRewardTerms).orderBy(asc(credentialRewardTerms.type));
}

export async function findRewardTerm(db: Database, type: CredentialType) {
  const [row] = await db.select().from(credentialRewardTerms).where(eq(credentialRewardTerms.type, type));
  return row;
}

export async function upsertRewardTerm(
  db: Database,
  term: { type: CredentialType; days: number; contacts: number },
  now: Date,
): Promise<void> {
  await db
    .insert(credentialRewardTerms)
    .values({ ...term, updatedAt: now })
    .onConflictDoUpdate({
      target: credentialRewardTerms.type,
      set: { days: term.days, contacts: term.contacts, updatedAt: now },
    });
}

/**
 * Claims the reward of a type for a company; undefined when the company already had it. Racing
 * claims queue on the primary key: one inserts, the others find the row and get nothing.
 */
export async function claimReward(
  db: Database,
  values: Omit<RewardRow, 'ledgerEntryId' | 'takenBackAt'>,
): Promise<RewardRow | undefined> {
  const [row] = await db.insert(credentialRewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setRewardEntry(
  db: Database,
  key: { supplierId: number; type: CredentialType },
  values: Partial<Pick<RewardRow, 'ledgerEntryId' | 'takenBackAt'>>,
): Promise<void> {
  await db
    .update(credentialRewards)
    .set(values)
    .where(and(eq(credentialRewards.supplierId, key.supplierId), eq(credentialRewards.type, key.type)));
}

export async function listCompanyRewards(db: Database, supplierId: number): Promise<RewardRow[]> {
  return db.select().from(credentialRewards).where(eq(credentialRewards.supplierId, supplierId));
}

export async function findRewardOfCredential(db: Database, credentialId: number) {
  const [row] = await db
    .select()
    .from(credentialRewards)
    .where(eq(credentialRewards.credentialId, credentialId));
  return row;
}

const reviewer = alias(users, 'reviewer');
const revokeAsker = alias(users, 'revoke_asker');

/** Credentials with their company and the names of the team members involved (console lists). */
function consoleSelect(db: Database) {
  return db
    .select({
      credential: credentials,
      companyName: suppliers.name,
      companyCountry: suppliers.country,
      reviewedBy: reviewer.realName,
      revokeRequestedBy: revokeAsker.realName,
      rewardGranted: sql<boolean>`exists (select 1 from ${credentialRewards} where ${credentialRewards.credentialId} = ${credentials.id} and ${credentialRewards.ledgerEntryId} is not null)`,
    })
    .from(credentials)
    .innerJoin(suppliers, eq(suppliers.id, credentials.supplierId))
    .leftJoin(reviewer, eq(reviewer.id, credentials.reviewedBy))
    .leftJoin(revokeAsker, eq(revokeAsker.id, credentials.revokeRequestedBy));
}
export type ConsoleCredentialRow = Awaited<ReturnType<typeof findConsoleCredential>> & object;

export async function findConsoleCredential(db: Database, id: number) {
  const [row] = await consoleSelect(db).where(eq(credentials.id, id));
  return row;
}

export async function listPendingForConsole(db: Database, limit: number) {
  return consoleSelect(db)
    .where(eq(credentials.state, 'pending'))
    .orderBy(asc(credentials.submittedAt), asc(credentials.id))
    .limit(limit);
}

export async function listRevocationsForConsole(db: Database, limit: number) {
  return consoleSelect(db)
    .where(and(eq(credentials.state, 'verified'), isNotNull(credentials.revokeRequestedAt)))
    .orderBy(asc(credentials.revokeRequestedAt))
    .limit(limit);
}

export async function listRecentDecisionsForConsole(db: Database, limit: number) {
  return consoleSelect(db)
    .where(isNotNull(credentials.reviewedAt))
    .orderBy(desc(credentials.reviewedAt), desc(credentials.id))
    .limit(limit);
}

export async function listCompanyForConsole(db: Database, supplierId: number) {
  return consoleSelect(db)
    .where(eq(credentials.supplierId, supplierId))
    .orderBy(desc(credentials.seriesId), desc(credentials.version));
}

/** The stored files of credentials, by id (for their signed addresses). */
export async function findFilesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

/** Which of these ids are files this company uploaded as credential documents. */
export async function findOwnCredentialFiles(db: Database, supplierId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.supplierId, supplierId), eq(files.purpose, 'credential')));
}

/** Verified, unrevoked credentials of these companies (badges), newest version first. */
export async function listVerifiedOf(db: Database, supplierIds: number[]): Promise<CredentialRow[]> {
  if (supplierIds.length === 0) return [];
  return db
    .select()
    .from(credentials)
    .where(
      and(
        inArray(credentials.supplierId, supplierIds),
        eq(credentials.state, 'verified'),
        isNull(credentials.revokedAt),
      ),
    )
    .orderBy(desc(credentials.seriesId), desc(credentials.version));
}
