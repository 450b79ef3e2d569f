import type { ImportRow } from '@sc/contract';

// The shared import kit's web half: reading a preview's rows, and the CSV files the imports hand out
// (templates, reports).

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

/** A CSV of a header and example rows, CRLF-separated, as a spreadsheet template. */
export function templateCsv(header: readonly string[], examples: readonly (readonly string[])[]): string {
  return [header, ...examples].map(toCsvLine).join('\r\n').concat('\r\n');
}

/**
 * Saves CSV text as a file without leaving the page; a byte-order mark makes Excel open the UTF-8
 * file with the right characters (one already there is kept, not doubled).
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv.startsWith('\uFEFF') ? '' : '\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
