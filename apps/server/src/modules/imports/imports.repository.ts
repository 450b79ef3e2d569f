import type { ConsoleImportKind, ImportRowOutcome } from '@sc/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { importJobRows, importJobs, users } from '../../db/schema/index.js';

export type ImportJobRow = typeof importJobs.$inferSelect;
/** A job with the name of the team member who started it. */
export type ImportJobWithStaff = { job: ImportJobRow; staffName: string };

const withStaff = { job: importJobs, staffName: users.realName };

export async function insertImportJob(
  tx: Database,
  values: {
    kind: ConsoleImportKind;
    staffUserId: number;
    fileId: string;
    fileName: string;
    lang: string;
    totalRows: number;
  },
): Promise<ImportJobRow> {
  const [job] = await tx.insert(importJobs).values(values).returning();
  if (!job) throw new Error('import job insert returned nothing');
  return job;
}

export async function findImportJob(
  db: Database,
  kind: ConsoleImportKind,
  id: number,
): Promise<ImportJobWithStaff | undefined> {
  const [row] = await db
    .select(withStaff)
    .from(importJobs)
    .innerJoin(users, eq(users.id, importJobs.staffUserId))
    .where(and(eq(importJobs.id, id), eq(importJobs.kind, kind)))
    .limit(1);
  return row;
}

/** A kind's jobs, newest first. */
export async function listImportJobs(
  db: Database,
  kind: ConsoleImportKind,
  page: { offset: number; limit: number },
): Promise<{ rows: ImportJobWithStaff[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(withStaff)
      .from(importJobs)
      .innerJoin(users, eq(users.id, importJobs.staffUserId))
      .where(eq(importJobs.kind, kind))
      .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(importJobs).where(eq(importJobs.kind, kind)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A job of this file that is queued or running, if any. */
export async function findUnfinishedJobOfFile(
  tx: Database,
  fileId: string,
): Promise<ImportJobRow | undefined> {
  const [row] = await tx
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.fileId, fileId), inArray(importJobs.state, ['queued', 'running'])))
    .limit(1);
  return row;
}

/** Serialises starts of one file, so a double click makes one job. */
export async function lockImportFile(tx: Database, fileId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import_file:${fileId}`}))`);
}

/** Ids of the jobs left to process (queued or running), oldest first. */
export async function listUnfinishedJobIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(inArray(importJobs.state, ['queued', 'running']))
    .orderBy(asc(importJobs.id));
  return rows.map((row) => row.id);
}

/** Locks a job's row until the transaction ends: batches of one job never run side by side. */
export async function lockImportJob(tx: Database, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await tx.select().from(importJobs).where(eq(importJobs.id, id)).for('update');
  return row;
}

export async function findImportJobById(db: Database, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row;
}

export async function updateImportJob(
  tx: Database,
  id: number,
  values: Partial<Pick<ImportJobRow, 'state' | 'totalRows' | 'error' | 'startedAt' | 'finishedAt'>>,
): Promise<void> {
  await tx.update(importJobs).set(values).where(eq(importJobs.id, id));
}

/** One row's outcome for the report. */
export interface NewImportJobRow {
  row: number;
  outcome: ImportRowOutcome;
  reference: string | null;
  errors: Record<string, string> | null;
}

/**
 * Records a batch's outcomes and advances the job past it, counts included; in the batch's
 * transaction, so the report and the counts hold every row exactly once.
 */
export async function recordImportBatch(
  tx: Database,
  id: number,
  rows: NewImportJobRow[],
  progress: { processedRows: number; newBrands: string[] },
): Promise<void> {
  if (rows.length) await tx.insert(importJobRows).values(rows.map((row) => ({ jobId: id, ...row })));
  const counted = (outcome: ImportRowOutcome) => rows.filter((row) => row.outcome === outcome).length;
  await tx
    .update(importJobs)
    .set({
      processedRows: progress.processedRows,
      createdCount: sql`${importJobs.createdCount} + ${counted('created')}`,
      updatedCount: sql`${importJobs.updatedCount} + ${counted('updated')}`,
      refusedCount: sql`${importJobs.refusedCount} + ${counted('refused')}`,
      ...(progress.newBrands.length
        ? {
            options: sql`jsonb_set(${importJobs.options}, '{newBrands}', coalesce(${importJobs.options}->'newBrands', '[]'::jsonb) || ${JSON.stringify(progress.newBrands)}::jsonb)`,
          }
        : {}),
    })
    .where(eq(importJobs.id, id));
}

/** A page of a job's report rows, in file order. */
export async function listImportJobRows(
  db: Database,
  id: number,
  outcome: ImportRowOutcome | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(eq(importJobRows.jobId, id), outcome ? eq(importJobRows.outcome, outcome) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(importJobRows)
      .where(where)
      .orderBy(asc(importJobRows.row))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(importJobRows).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every report row of a job, in file order (the CSV report). */
export function listAllImportJobRows(db: Database, id: number) {
  return db.select().from(importJobRows).where(eq(importJobRows.jobId, id)).orderBy(asc(importJobRows.row));
}

/** Those of the (lower-cased) emails that an account of any kind uses already. */
export async function findUsedEmails(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.email} = any(${sql.param(emails)}::text[])`);
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/**
 * Counts a failed attempt at a job (kept in its options); at `maxFailures` the job is failed with
 * `message` instead of being tried again.
 */
export async function noteImportJobFailure(
  db: Database,
  id: number,
  failure: { maxFailures: number; message: string; at: Date },
): Promise<void> {
  const failures = sql`coalesce((${importJobs.options}->>'failures')::int, 0) + 1`;
  const isLast = sql`${failures} >= ${failure.maxFailures}`;
  await db
    .update(importJobs)
    .set({
      options: sql`jsonb_set(${importJobs.options}, '{failures}', to_jsonb(${failures}))`,
      state: sql`case when ${isLast} then 'failed' else ${importJobs.state} end`,
      error: sql`case when ${isLast} then ${failure.message} else ${importJobs.error} end`,
      finishedAt: sql`case when ${isLast} then ${failure.at.toISOString()}::timestamptz else ${importJobs.finishedAt} end`,
    })
    .where(and(eq(importJobs.id, id), inArray(importJobs.state, ['queued', 'running'])));
}
