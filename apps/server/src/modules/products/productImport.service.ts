import {
  IMPORT_COLUMNS,
  type ImportPreview,
  importCellMessage,
  type Lang,
  PRODUCT_LIMITS,
  productImportColumns,
  productImportKit,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import {
  checkImportRows,
  countImportRows,
  readImportFile,
  refuseImportCell,
} from '../../platform/imports/importKit.js';
import type { SpreadsheetLimits } from '../../platform/imports/readSpreadsheet.js';
import { readMyImportFile } from '../files/files.service.js';
import { loadIsOffered } from '../reference/attributes.service.js';
import { createOwnProduct } from './products.service.js';

const LIMITS: SpreadsheetLimits = {
  maxRows: PRODUCT_LIMITS.importMaxRows,
  maxBytes: PRODUCT_LIMITS.importMaxBytes,
  tooLarge: 'IMPORT_TOO_LARGE',
};

/**
 * Runs one import job of the caller's company at a time (across processes when Redis is set up);
 * a second one meanwhile is refused with IMPORT_BUSY.
 */
async function oneImportAtATime<T>(
  ctx: AppContext,
  caller: SupplierCaller,
  job: () => Promise<T>,
): Promise<T> {
  const key = String(caller.supplierId);
  if (!(await ctx.limits.importPerSupplier.take(key))) {
    throw new AppError('IMPORT_BUSY', { httpStatus: 429, retryAfterSeconds: 5 });
  }
  try {
    return await job();
  } finally {
    await ctx.limits.importPerSupplier.reset(key);
  }
}

/**
 * Reads the caller's import file and checks every row with the product form's rules (the import kit),
 * and that its pricing unit is still offered.
 */
async function checkImportFile(ctx: AppContext, caller: SupplierCaller, fileId: string, lang: Lang) {
  const file = await readMyImportFile(ctx, caller, fileId);
  const rows = await readImportFile(productImportColumns, file, LIMITS, lang);
  const checked = checkImportRows(productImportKit, rows, lang);
  const isOffered = await loadIsOffered(ctx);
  for (const row of checked)
    if (row.input && !isOffered('unit', row.input.pricingUnit))
      refuseImportCell(row, 'pricingUnit', importCellMessage(lang, 'error.ATTRIBUTE_NOT_OFFERED'));
  return checked;
}

/** What an import would do: every row with the cells that are wrong and why. Creates nothing. */
export async function previewImport(
  ctx: AppContext,
  caller: SupplierCaller,
  fileId: string,
  lang: Lang,
): Promise<ImportPreview> {
  const checked = await oneImportAtATime(ctx, caller, () => checkImportFile(ctx, caller, fileId, lang));
  return { columns: [...IMPORT_COLUMNS], rows: checked.map((c) => c.row), ...countImportRows(checked) };
}

/**
 * Creates the valid rows of an import file as own products; bad rows are skipped. Holds the
 * company's import slot to the end, so a double click cannot import the file twice at once.
 */
export async function confirmImport(ctx: AppContext, caller: SupplierCaller, fileId: string, lang: Lang) {
  return oneImportAtATime(ctx, caller, async () => {
    const checked = await checkImportFile(ctx, caller, fileId, lang);
    const valid = checked.flatMap((c) => (c.input ? [c.input] : []));
    await inTransaction(ctx.db, async (tx) => {
      const scoped = { ...ctx, db: tx };
      for (const input of valid) await createOwnProduct(scoped, caller, input, lang);
    });
    return { created: valid.length, skipped: checked.length - valid.length };
  });
}
