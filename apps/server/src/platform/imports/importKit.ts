import {
  type CheckedImportRow,
  checkImportRow,
  type ImportColumnSet,
  type ImportKit,
  type ImportRow,
  type Lang,
} from '@sc/contract';
import type { z } from 'zod';
import { AppError } from '../../http/AppError.js';
import { readSpreadsheet, type SpreadsheetLimits } from './readSpreadsheet.js';

// The shared import kit's server half: read a CSV/XLSX, match its header row to a kind's columns
// (refusing unknown, repeated or missing ones by name), check its rows with the kind's schema, and
// shape what a preview shows. The kinds (the supplier's products, the console's catalogue and
// buyers) add only their own lookups and writes.

/** The cells of one data row, by column ('' for an empty or absent cell). */
export type ImportValues<C extends string> = Readonly<Record<C, string>>;

/** Which column each header cell is; refuses unknown, repeated or missing columns, naming them. */
function columnIndexes<C extends string>(
  columns: ImportColumnSet<C>,
  header: readonly string[],
  lang: Lang,
): Map<C, number> {
  const match = columns.match(header);
  const labels = (names: readonly C[]) => names.map((column) => columns.label(lang, column)).join(', ');
  if (match.unknown.length)
    throw new AppError('IMPORT_COLUMNS_UNKNOWN', {
      values: { columns: match.unknown.join(', '), known: labels(columns.columns) },
    });
  if (match.duplicate.length)
    throw new AppError('IMPORT_COLUMNS_DUPLICATE', { values: { columns: labels(match.duplicate) } });
  if (match.missing.length)
    throw new AppError('IMPORT_COLUMNS_MISSING', { values: { columns: labels(match.missing) } });
  return new Map(match.columns.flatMap((column, i) => (column ? [[column, i] as const] : [])));
}

/**
 * The data rows of a spreadsheet as values by column, in file order. The header row may use the
 * column names, their labels in any language or their aliases; a file over the limits, unreadable,
 * or with unknown, repeated or missing columns is refused (AppError).
 */
export async function readImportFile<C extends string>(
  columns: ImportColumnSet<C>,
  file: { bytes: Buffer; mime: string },
  limits: SpreadsheetLimits,
  lang: Lang,
): Promise<ImportValues<C>[]> {
  const [header = [], ...body] = await readSpreadsheet(file.bytes, file.mime, limits);
  const indexOf = columnIndexes(columns, header, lang);
  const at = columns.columns.map((column) => indexOf.get(column) ?? -1);
  return body.map((cells) => {
    const values = {} as Record<C, string>;
    columns.columns.forEach((column, i) => {
      values[column] = cells[at[i] ?? -1] ?? '';
    });
    return values;
  });
}

/** Checks rows with the kit's schema; `firstRow` is the file row number of the first one. */
export function checkImportRows<C extends string, S extends z.ZodType>(
  kit: ImportKit<C, S>,
  rows: readonly ImportValues<C>[],
  lang: Lang,
  firstRow = 1,
): CheckedImportRow<z.output<S>>[] {
  return rows.map((values, i) => checkImportRow(kit, firstRow + i, values, lang));
}

/** Rows checked between two yields to the event loop (a few milliseconds of work). */
const ROWS_PER_TURN = 2000;

/**
 * The same as checkImportRows for large files: the rows are checked a slice at a time, giving the
 * event loop back between slices, so other requests are served while 50 000 rows are checked.
 */
export async function checkManyImportRows<C extends string, S extends z.ZodType>(
  kit: ImportKit<C, S>,
  rows: readonly ImportValues<C>[],
  lang: Lang,
): Promise<CheckedImportRow<z.output<S>>[]> {
  const checked: CheckedImportRow<z.output<S>>[] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_TURN) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    checked.push(...checkImportRows(kit, rows.slice(from, from + ROWS_PER_TURN), lang, from + 1));
  }
  return checked;
}

/** Adds an error to a checked row (a lookup refused a cell the schema accepted); the row is no longer valid. */
export function refuseImportCell<T>(checked: CheckedImportRow<T>, column: string, message: string): void {
  checked.row.errors[column] ??= message;
  delete checked.input;
}

/** Counts of valid and refused rows. */
export function countImportRows(checked: readonly CheckedImportRow<unknown>[]) {
  const validCount = checked.filter((c) => c.input !== undefined).length;
  return { validCount, invalidCount: checked.length - validCount };
}

/**
 * The rows a preview of a large file shows: its first `firstRows`, then the first `errorRows` rows
 * with errors after them, in file order (so the person fixing the file sees what to fix).
 */
export function previewSample(
  checked: readonly CheckedImportRow<unknown>[],
  { firstRows, errorRows }: { firstRows: number; errorRows: number },
): ImportRow[] {
  const sample = checked.slice(0, firstRows).map((c) => c.row);
  let errors = 0;
  for (const c of checked.slice(firstRows)) {
    if (errors >= errorRows) break;
    if (c.input !== undefined) continue;
    sample.push(c.row);
    errors += 1;
  }
  return sample;
}
