import {
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportPreview,
  type ImportRow,
  importColumnLabel,
  type Lang,
  matchImportHeaders,
  PRODUCT_LIMITS,
  ProductInputSchema,
  translate,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { readMyImportFile } from '../files/files.service.js';
import { createOwnProduct } from './products.service.js';
import { readSpreadsheet } from './readSpreadsheet.js';

type Column = ImportColumn;
type Checked = { row: ImportRow; input?: z.output<typeof ProductInputSchema> };

const numberColumns: Column[] = ['shelfLifeDays', 'unitsPerPack', 'unitsPerCase', 'casesPerPallet'];

/** One spreadsheet row as the product form would send it; empty cells are left out. */
function formOf(values: Record<string, string>) {
  const form: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS) {
    const value = values[column] ?? '';
    if (value === '') continue;
    if (column === 'specs')
      form.specs = value
        .split(/[;|]/)
        .map((s) => s.trim())
        .filter(Boolean);
    else if (column === 'origin') form.origin = value.toUpperCase();
    else if (column === 'pricingUnit') form.pricingUnit = value.toLowerCase();
    else form[column] = numberColumns.includes(column) ? value.replace(/\s/g, '') : value;
  }
  return form;
}

/** Which column each header cell is; refuses unknown, repeated or missing columns, naming them. */
function columnIndexes(header: string[], lang: Lang): Map<Column, number> {
  const match = matchImportHeaders(header);
  const labels = (columns: readonly Column[]) =>
    columns.map((column) => importColumnLabel(lang, column)).join(', ');
  if (match.unknown.length)
    throw new AppError('IMPORT_COLUMNS_UNKNOWN', {
      values: { columns: match.unknown.join(', '), known: labels(IMPORT_COLUMNS) },
    });
  if (match.duplicate.length)
    throw new AppError('IMPORT_COLUMNS_DUPLICATE', { values: { columns: labels(match.duplicate) } });
  if (match.missing.length)
    throw new AppError('IMPORT_COLUMNS_MISSING', { values: { columns: labels(match.missing) } });
  return new Map(match.columns.flatMap((column, i) => (column ? [[column, i] as const] : [])));
}

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

/** Reads the caller's import file and checks every row with the product form's rules. */
async function checkImportFile(ctx: AppContext, caller: SupplierCaller, fileId: string, lang: Lang) {
  const file = await readMyImportFile(ctx, caller, fileId);
  const [header = [], ...body] = await readSpreadsheet(file.bytes, file.mime, {
    maxRows: PRODUCT_LIMITS.importMaxRows,
    maxBytes: PRODUCT_LIMITS.importMaxBytes,
  });
  const indexOf = columnIndexes(header, lang);
  return body.map((cells, i): Checked => {
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [column, cells[indexOf.get(column) ?? -1] ?? '']),
    ) as Record<string, string>;
    const parsed = ProductInputSchema.safeParse(formOf(values));
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const column = String(issue.path[0] ?? 'name');
      errors[column] ??= translate(lang, issue.message.includes('.') ? issue.message : 'validation.invalid');
    }
    const row = { row: i + 1, values, errors };
    return parsed.success ? { row, input: parsed.data } : { row };
  });
}

/** What an import would do: every row with the cells that are wrong and why. Creates nothing. */
export async function previewImport(
  ctx: AppContext,
  caller: SupplierCaller,
  fileId: string,
  lang: Lang,
): Promise<ImportPreview> {
  const checked = await oneImportAtATime(ctx, caller, () => checkImportFile(ctx, caller, fileId, lang));
  const validCount = checked.filter((c) => c.input).length;
  return {
    columns: [...IMPORT_COLUMNS],
    rows: checked.map((c) => c.row),
    validCount,
    invalidCount: checked.length - validCount,
  };
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
