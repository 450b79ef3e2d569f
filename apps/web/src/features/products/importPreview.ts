import { IMPORT_COLUMNS, type ImportRow, importColumnLabel, type Lang } from '@sc/contract';

/** The server's message for a bad cell, or null when the cell is fine. */
export function cellError(row: ImportRow, column: string): string | null {
  return row.errors[column] ?? null;
}

/** Errors of a row that belong to no shown column (e.g. a whole-row problem), for the row marker. */
export function rowOnlyErrors(row: ImportRow, columns: readonly string[]): string[] {
  return Object.entries(row.errors)
    .filter(([column]) => !columns.includes(column))
    .map(([, message]) => message);
}

export function hasErrors(row: ImportRow): boolean {
  return Object.keys(row.errors).length > 0;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV line (RFC 4180 quoting). */
export function toCsvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** A good example row for the template, keyed by import column. */
export const TEMPLATE_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  barcode: '4006381333931',
  mid: 'MID-10025',
  name: 'Sparkling Mineral Water 500 ml',
  brand: 'Alpine Spring',
  origin: 'DE',
  specs: '500 ml; Glass bottle',
  shelfLifeDays: '365',
  unitsPerPack: '6',
  unitsPerCase: '24',
  casesPerPallet: '80',
  pricingUnit: 'case',
  remark: 'Keep cool and dry',
};

/**
 * The import template in a language: a header row of the column labels the portal shows in that
 * language (the import reads them back in any of its languages) and one example, CRLF-separated.
 */
export function importTemplateCsv(lang: Lang): string {
  const header = toCsvLine(IMPORT_COLUMNS.map((column) => importColumnLabel(lang, column)));
  const example = toCsvLine(IMPORT_COLUMNS.map((column) => TEMPLATE_EXAMPLE[column]));
  return `${header}\r\n${example}\r\n`;
}
