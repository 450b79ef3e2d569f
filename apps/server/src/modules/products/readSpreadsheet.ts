import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../http/AppError.js';

/** The cells of the first sheet (XLSX) or of a CSV file, as trimmed strings, header row first. */
export async function readSpreadsheet(bytes: Buffer, mime: string): Promise<string[][]> {
  const toText = (cell: unknown) =>
    cell === null || cell === undefined
      ? ''
      : cell instanceof Date
        ? cell.toISOString().slice(0, 10)
        : String(cell).trim();
  try {
    if (mime === 'text/csv') {
      const parsed = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
        skipEmptyLines: 'greedy',
      });
      return parsed.data.map((row) => row.map(toText));
    }
    const sheet = await readSheet(bytes);
    return sheet.map((row) => row.map(toText)).filter((row) => row.some((cell) => cell !== ''));
  } catch (error) {
    throw new AppError('IMPORT_FILE_INVALID', {
      values: { reason: error instanceof Error ? error.message : 'unknown format' },
    });
  }
}
