import {
  CONSOLE_IMPORT_LIMITS,
  type ConsoleImportPreview,
  type ImportJob,
  type ImportJobRow,
  type ImportReport,
  type Lang,
  type Page,
  translate,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { countImportRows, previewSample } from '../../platform/imports/importKit.js';
import { recordAudit } from '../audit/audit.service.js';
import { readStaffImportFile } from '../files/files.service.js';
import { checkImportFile } from './importFiles.service.js';
import type { ServerImportKind } from './importKind.js';
import { wakeImportRunner } from './importRunner.service.js';
import { toImportJobDto, toImportJobRowDto, toReportCsv } from './imports.presenter.js';
import {
  findImportJob,
  findUnfinishedJobOfFile,
  insertImportJob,
  listAllImportJobRows,
  listImportJobRows,
  listImportJobs,
  lockImportFile,
} from './imports.repository.js';

/**
 * Checks one file of a team member at a time (a 50 000-row file takes seconds of the server);
 * a second one meanwhile is CONSOLE_IMPORT_BUSY.
 */
async function oneCheckAtATime<T>(ctx: AppContext, caller: StaffCaller, work: () => Promise<T>): Promise<T> {
  const key = `staff-${caller.userId}`;
  if (!(await ctx.limits.importPerSupplier.take(key)))
    throw new AppError('CONSOLE_IMPORT_BUSY', { httpStatus: 429, retryAfterSeconds: 5 });
  try {
    return await work();
  } finally {
    await ctx.limits.importPerSupplier.reset(key);
  }
}

/** What importing the file would do: counts for the whole file and the rows to look at. Changes nothing. */
export async function previewImportFile<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  caller: StaffCaller,
  kind: ServerImportKind<C, S>,
  fileId: string,
  lang: Lang,
): Promise<ConsoleImportPreview> {
  return oneCheckAtATime(ctx, caller, async () => {
    const file = await readStaffImportFile(ctx, fileId);
    const checked = await checkImportFile(ctx, kind, file, lang);
    const stored = await kind.checkStored(ctx, checked, lang);
    return {
      fileId,
      fileName: file.name,
      columns: [...kind.kit.columns.columns],
      rows: previewSample(checked, {
        firstRows: CONSOLE_IMPORT_LIMITS.previewFirstRows,
        errorRows: CONSOLE_IMPORT_LIMITS.previewErrorRows,
      }),
      totalRows: checked.length,
      ...countImportRows(checked),
      ...stored,
    };
  });
}

/**
 * Starts importing a file as a background job (audited in the same transaction). The file is read
 * and checked first: one without a valid row is CONSOLE_IMPORT_NOTHING_VALID, and a file being
 * imported already is CONSOLE_IMPORT_RUNNING (a double click makes one job).
 */
export async function startImport<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  caller: StaffCaller,
  kind: ServerImportKind<C, S>,
  fileId: string,
  lang: Lang,
): Promise<ImportJob> {
  const { file, checked } = await oneCheckAtATime(ctx, caller, async () => {
    const file = await readStaffImportFile(ctx, fileId);
    return { file, checked: await checkImportFile(ctx, kind, file, lang) };
  });
  if (countImportRows(checked).validCount === 0) throw new AppError('CONSOLE_IMPORT_NOTHING_VALID');
  const jobId = await inTransaction(ctx.db, async (tx) => {
    await lockImportFile(tx, fileId);
    if (await findUnfinishedJobOfFile(tx, fileId)) throw new AppError('CONSOLE_IMPORT_RUNNING');
    const job = await insertImportJob(tx, {
      kind: kind.kind,
      staffUserId: caller.userId,
      fileId,
      fileName: file.name,
      lang,
      totalRows: checked.length,
    });
    await recordAudit(tx, {
      actor: caller,
      action: `import.${kind.kind}.start`,
      targetType: 'import_job',
      targetId: job.id,
      details: { fileName: file.name, rows: checked.length, ...countImportRows(checked) },
    });
    return job.id;
  });
  await wakeImportRunner(ctx);
  return getImportJob(ctx, kind, jobId);
}

/** A kind's jobs, newest first, with who started them. */
export async function listImportJobsOf<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  page: { pageIndex: number; pageSize: number },
): Promise<Page<ImportJob>> {
  const { rows, total } = await listImportJobs(ctx.db, kind.kind, pageRange(page));
  return toPage(rows.map(toImportJobDto), total, page);
}

/** One job of a kind (the page polls it for progress), or RECORD_NOT_FOUND. */
export async function getImportJob<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  jobId: number,
): Promise<ImportJob> {
  const row = await findImportJob(ctx.db, kind.kind, jobId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toImportJobDto(row);
}

/** A page of a job's report, optionally of one outcome. */
export async function listImportJobRowsOf<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  query: {
    jobId: number;
    outcome?: ImportJobRow['outcome'] | undefined;
    pageIndex: number;
    pageSize: number;
  },
): Promise<Page<ImportJobRow>> {
  await getImportJob(ctx, kind, query.jobId);
  const { rows, total } = await listImportJobRows(ctx.db, query.jobId, query.outcome, pageRange(query));
  return toPage(rows.map(toImportJobRowDto), total, query);
}

/** A job's report as CSV in the caller's language: row, outcome, reference, messages (by column label). */
export async function getImportReport<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  jobId: number,
  lang: Lang,
): Promise<ImportReport> {
  const job = await getImportJob(ctx, kind, jobId);
  const rows = await listAllImportJobRows(ctx.db, jobId);
  const stem = job.fileName.replace(/\.(csv|xlsx)$/i, '');
  return {
    fileName: `${stem}-${translate(lang, 'error.consoleImport.report.fileSuffix')}-${job.id}.csv`,
    csv: toReportCsv(rows, kind.kit.columns, lang),
  };
}
