import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const IMPORT_JOB_KINDS = ['catalogue', 'buyers'] as const;
export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A bulk import the platform team started (catalogue products or buyers): processed in batches by
 * a background job; `processedRows` advances in the same transaction as each batch, so a restart
 * resumes after the last committed batch and the report counts every row exactly once.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: IMPORT_JOB_KINDS }).notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    lang: text('lang').notNull().default('en'),
    state: text('state', { enum: IMPORT_JOB_STATES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    /** Why the whole job failed (unreadable file…); row errors live in import_job_rows. */
    error: text('error'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_recent_idx').on(t.kind, t.createdAt)],
);

/** The outcome of each row of an import job: the downloadable report. */
export const importJobRows = pgTable(
  'import_job_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    outcome: text('outcome', { enum: ['created', 'updated', 'refused'] }).notNull(),
    /** What the row was about (barcode, email…), for the report. */
    reference: text('reference'),
    /** Column → translated message, for refused rows. */
    errors: jsonb('errors').$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] })],
);
