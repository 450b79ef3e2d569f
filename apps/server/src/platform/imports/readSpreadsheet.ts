import type { ErrorCodeName } from '@sc/contract';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../http/AppError.js';
import { inspectXlsx, XlsxRefused } from './inspectXlsx.js';

/**
 * The most a spreadsheet may hold: data rows after the header, and bytes once unpacked; `tooLarge`
 * is the error (with `rows` and `size` values) a file over them is refused with.
 */
export type SpreadsheetLimits = {
  maxRows: number;
  maxBytes: number;
  tooLarge: Extract<ErrorCodeName, 'IMPORT_TOO_LARGE' | 'CONSOLE_IMPORT_TOO_LARGE'>;
};

const tooLarge = (limits: SpreadsheetLimits) =>
  new AppError(limits.tooLarge, {
    values: { rows: limits.maxRows, size: `${Math.round(limits.maxBytes / 1024 / 1024)} MB` },
    httpStatus: 413,
  });

const toText = (cell: unknown) =>
  cell === null || cell === undefined
    ? ''
    : cell instanceof Date
      ? cell.toISOString().slice(0, 10)
      : String(cell).trim();

/** The non-empty rows of a CSV, read one by one and stopped as soon as there are too many. */
function readCsv(bytes: Buffer, limits: SpreadsheetLimits): string[][] {
  if (bytes.length > limits.maxBytes) throw tooLarge(limits);
  const rows: string[][] = [];
  let isOver = false;
  Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      rows.push(result.data.map(toText));
      if (rows.length > limits.maxRows + 1) {
        isOver = true;
        parser.abort();
      }
    },
  });
  if (isOver) throw tooLarge(limits);
  return rows;
}

/**
 * The cells of the first sheet (XLSX) or of a CSV file, as trimmed strings, header row first.
 * A file over the limits is refused before it is read in full: an XLSX by its zip entries' sizes
 * and rows before the reader unpacks it, a CSV at the first row past the limit.
 */
export async function readSpreadsheet(
  bytes: Buffer,
  mime: string,
  limits: SpreadsheetLimits,
): Promise<string[][]> {
  try {
    if (mime === 'text/csv') return readCsv(bytes, limits);
    inspectXlsx(bytes, { maxBytes: limits.maxBytes, maxRows: limits.maxRows + 1 });
    const sheet = await readSheet(bytes);
    const rows = sheet.map((row) => row.map(toText)).filter((row) => row.some((cell) => cell !== ''));
    if (rows.length > limits.maxRows + 1) throw tooLarge(limits);
    return rows;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof XlsxRefused && error.reason === 'tooLarge') throw tooLarge(limits);
    // The reader's own words are English and technical: the user reads why in their language.
    throw new AppError('IMPORT_FILE_INVALID', { values: { reason: { key: 'importProblem.unreadable' } } });
  }
}
