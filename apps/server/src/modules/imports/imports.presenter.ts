import { type ImportColumnSet, type ImportJob, type ImportJobRow, type Lang, translate } from '@sc/contract';
import type { ImportJobWithStaff } from './imports.repository.js';

/** The one place an import job row becomes JSON. */
export function toImportJobDto({ job, staffName }: ImportJobWithStaff): ImportJob {
  const newBrands = job.options.newBrands;
  return {
    id: job.id,
    kind: job.kind,
    fileName: job.fileName,
    state: job.state,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdCount: job.createdCount,
    updatedCount: job.updatedCount,
    refusedCount: job.refusedCount,
    error: job.error,
    newBrands: Array.isArray(newBrands) ? newBrands.filter((name) => typeof name === 'string') : [],
    startedBy: staffName,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

type StoredRow = {
  row: number;
  outcome: ImportJobRow['outcome'];
  reference: string | null;
  errors: Record<string, string> | null;
};

export function toImportJobRowDto(row: StoredRow): ImportJobRow {
  return { row: row.row, outcome: row.outcome, reference: row.reference, messages: row.errors ?? {} };
}

function csvField(value: string): string {
  // A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A job's report as CSV (UTF-8 with a byte-order mark, CRLF lines): the row number, the outcome and
 * the reference in the caller's language, and each message after its column's label.
 */
export function toReportCsv<C extends string>(
  rows: StoredRow[],
  columns: ImportColumnSet<C>,
  lang: Lang,
): string {
  const word = (key: string) => translate(lang, `error.consoleImport.${key}`);
  const isColumn = (name: string): name is C => (columns.columns as readonly string[]).includes(name);
  const label = (column: string) => (isColumn(column) ? columns.label(lang, column) : column);
  const lines = [
    [word('report.row'), word('report.outcome'), word('report.reference'), word('report.messages')],
    ...rows.map((row) => [
      String(row.row),
      word(`outcome.${row.outcome}`),
      row.reference ?? '',
      Object.entries(row.errors ?? {})
        .map(([column, message]) => `${label(column)}: ${message}`)
        .join('; '),
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
