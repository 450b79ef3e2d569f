import {
  CONSOLE_IMPORT_CALLS,
  CONSOLE_IMPORT_PERMISSIONS,
  ConsoleImportFileSchema,
  consoleImportUploadPaths,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { defineStaffUpload } from '../../http/defineUpload.js';
import { buyerImport } from './buyerImport.service.js';
import { catalogueImport } from './catalogueImport.service.js';
import { storeImportFile } from './importFiles.service.js';
import type { ServerImportKind } from './importKind.js';
import { wakeImportRunner } from './importRunner.service.js';
import { defineImportJobs } from './imports.jobs.js';
import {
  getImportJob,
  getImportReport,
  listImportJobRowsOf,
  listImportJobsOf,
  previewImportFile,
  startImport,
} from './imports.service.js';

/** One kind's upload and calls, each behind the kind's permission. */
function registerKind<C extends string, S extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
) {
  const calls = CONSOLE_IMPORT_CALLS[kind.kind];
  const permission = CONSOLE_IMPORT_PERMISSIONS[kind.kind];
  defineStaffUpload(
    app,
    ctx,
    {
      path: consoleImportUploadPaths[kind.kind],
      summary: 'Upload a CSV or XLSX (up to 20 MB, 50 000 rows) to preview and import',
      tag: calls.preview.tag,
      result: ConsoleImportFileSchema,
    },
    permission,
    (upload) => storeImportFile(ctx, upload),
  );
  defineCall(app, ctx, calls.preview, permission, (input, staff, request) =>
    previewImportFile(ctx, staff, kind, input.fileId, request.lang),
  );
  defineCall(app, ctx, calls.start, permission, (input, staff, request) =>
    startImport(ctx, staff, kind, input.fileId, request.lang),
  );
  defineCall(app, ctx, calls.list, permission, (input) => listImportJobsOf(ctx, kind, input));
  defineCall(app, ctx, calls.info, permission, (input) => getImportJob(ctx, kind, input.jobId));
  defineCall(app, ctx, calls.rows, permission, (input) => listImportJobRowsOf(ctx, kind, input));
  defineCall(app, ctx, calls.report, permission, (input, _staff, request) =>
    getImportReport(ctx, kind, input.jobId, request.lang),
  );
}

/**
 * Bulk imports run as background jobs (catalogue: console:catalogue; buyers: console:buyers).
 * After the file routes (the uploads use their multipart parser).
 */
export function registerImportRoutes(app: FastifyInstance, ctx: AppContext) {
  registerKind(app, ctx, catalogueImport);
  registerKind(app, ctx, buyerImport);
  let isClosing = false;
  defineImportJobs(ctx, () => isClosing);
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // Jobs a stopped process left resume as soon as this one takes jobs (in-process: at start).
  app.addHook('onReady', () => wakeImportRunner(ctx));
}
