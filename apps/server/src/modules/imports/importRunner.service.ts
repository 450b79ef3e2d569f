import { CONSOLE_IMPORT_LIMITS, LANGS, type Lang, translate } from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError, messageOf } from '../../http/AppError.js';
import { readStaffImportFile } from '../files/files.service.js';
import { buyerImport } from './buyerImport.service.js';
import { catalogueImport } from './catalogueImport.service.js';
import { checkImportFile } from './importFiles.service.js';
import type { ServerImportKind } from './importKind.js';
import {
  findImportJobById,
  type ImportJobRow,
  listUnfinishedJobIds,
  lockImportJob,
  noteImportJobFailure,
  recordImportBatch,
  updateImportJob,
} from './imports.repository.js';

/** The background job that processes import jobs (queued on start, and every minute to resume). */
export const RUN_IMPORTS_JOB = 'imports.run';

/** Failed attempts after which an import job is marked failed instead of tried again. */
const MAX_FAILURES = 5;

export interface ImportRunOptions {
  /** Stops after this many batches (the job stays running; the next run resumes it). */
  maxBatches?: number;
  /** Asked before each batch: true stops there (the server is shutting down). */
  shouldStop?: () => boolean;
  /** Called inside each batch's transaction after its writes (tests make a crash there). */
  onBatchWritten?: (batch: { jobId: number; processedRows: number }) => Promise<void> | void;
}

/**
 * Asks the job runner to process the import jobs now. Best effort: a process that does not run jobs
 * cannot send one, and the runner's minutely schedule picks the jobs up anyway.
 */
export async function wakeImportRunner(ctx: AppContext): Promise<void> {
  try {
    await ctx.jobs.send(RUN_IMPORTS_JOB, {}, { singletonKey: 'imports' });
  } catch (error) {
    ctx.log.debug({ err: error }, 'import jobs wait for the runner’s schedule');
  }
}

/** Processes every queued or running import job, oldest first, each from its last committed batch. */
export async function runImportJobs(ctx: AppContext, options: ImportRunOptions = {}): Promise<void> {
  for (const id of await listUnfinishedJobIds(ctx.db)) {
    if (options.shouldStop?.()) return;
    await runImportJob(ctx, id, options);
  }
}

/** Processes one import job from its last committed batch to the end (or to a stop). */
export async function runImportJob(ctx: AppContext, jobId: number, options: ImportRunOptions = {}) {
  const job = await findImportJobById(ctx.db, jobId);
  if (!job || job.state === 'done' || job.state === 'failed') return;
  if (job.kind === 'catalogue') await processJob(ctx, catalogueImport, job, options);
  else await processJob(ctx, buyerImport, job, options);
}

const langOf = (stored: string): Lang => (LANGS.includes(stored as Lang) ? (stored as Lang) : 'en');

/**
 * Reads and checks the job's file again (it never changes, so the rows are the ones previewed),
 * then writes it a batch per transaction: the batch's rows, their report lines and the job's
 * progress and counts commit together, so a stop or a crash anywhere resumes after the last
 * committed batch and every row is counted once. A file that can no longer be read fails the job;
 * any other error is retried by the runner, and fails the job after five attempts.
 */
async function processJob<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  job: ImportJobRow,
  options: ImportRunOptions,
): Promise<void> {
  const lang = langOf(job.lang);
  try {
    let checked: Awaited<ReturnType<typeof checkImportFile<C, S>>>;
    try {
      checked = await checkImportFile(ctx, kind, await readStaffImportFile(ctx, job.fileId), lang);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await updateImportJob(ctx.db, job.id, {
        state: 'failed',
        error: messageOf(error, lang),
        finishedAt: ctx.clock.now(),
      });
      return;
    }
    for (let batches = 0; ; batches += 1) {
      if (options.shouldStop?.() || (options.maxBatches !== undefined && batches >= options.maxBatches))
        return;
      const step = await inTransaction(ctx.db, async (tx) => {
        const locked = await lockImportJob(tx, job.id);
        if (!locked || locked.state === 'done' || locked.state === 'failed') return undefined;
        const from = locked.processedRows;
        const batch = checked.slice(from, from + CONSOLE_IMPORT_LIMITS.batchRows);
        const written = await kind.writeBatch({ ...ctx, db: tx }, batch, lang);
        const processedRows = from + batch.length;
        await recordImportBatch(
          tx,
          job.id,
          written.outcomes.map((o) => ({
            row: o.row,
            outcome: o.outcome,
            reference: o.reference,
            errors: o.messages,
          })),
          { processedRows, newBrands: written.newBrands },
        );
        const now = ctx.clock.now();
        const isDone = processedRows >= checked.length;
        await updateImportJob(tx, job.id, {
          state: isDone ? 'done' : 'running',
          startedAt: locked.startedAt ?? now,
          ...(isDone ? { finishedAt: now } : {}),
        });
        await options.onBatchWritten?.({ jobId: job.id, processedRows });
        return { afterCommit: written.afterCommit, isDone };
      });
      if (!step) return;
      step.afterCommit();
      // Let requests that came in meanwhile queue their queries before the next batch: on the
      // embedded database (one connection) the job would otherwise hold it from batch to batch.
      await new Promise((resolve) => setImmediate(resolve));
      if (step.isDone) {
        ctx.log.info({ importJob: job.id, kind: kind.kind }, 'import job done');
        return;
      }
    }
  } catch (error) {
    await noteImportJobFailure(ctx.db, job.id, {
      maxFailures: MAX_FAILURES,
      message: translate(lang, 'error.INTERNAL'),
      at: ctx.clock.now(),
    });
    throw error;
  }
}
