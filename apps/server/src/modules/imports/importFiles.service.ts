import { CONSOLE_IMPORT_LIMITS, type ConsoleImportFile, type Lang } from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { checkManyImportRows, readImportFile } from '../../platform/imports/importKit.js';
import type { SpreadsheetLimits } from '../../platform/imports/readSpreadsheet.js';
import { storeUpload } from '../files/files.service.js';
import type { UploadedPart } from '../files/readUpload.js';
import type { ServerImportKind } from './importKind.js';

/** What a console import file may hold. */
export const CONSOLE_IMPORT_SPREADSHEET: SpreadsheetLimits = {
  maxRows: CONSOLE_IMPORT_LIMITS.maxRows,
  maxBytes: CONSOLE_IMPORT_LIMITS.unpackedMaxBytes,
  tooLarge: 'CONSOLE_IMPORT_TOO_LARGE',
};

/** Stores a team member's import spreadsheet (CSV or XLSX up to 20 MB, checked by content; private). */
export async function storeImportFile(ctx: AppContext, upload: UploadedPart): Promise<ConsoleImportFile> {
  const row = await storeUpload(
    ctx,
    { supplierId: null },
    { purpose: 'staffImport', fileName: upload.fileName, bytes: upload.bytes },
  );
  return { fileId: row.id, fileName: row.originalName, size: row.size };
}

/**
 * Reads an import file and checks every row: the kit's schema (per-cell errors in `lang`), then the
 * kind's checks that need reference data or the whole file. Refuses an unreadable or too large file
 * and unknown, repeated or missing columns (AppError).
 */
export async function checkImportFile<C extends string, S extends z.ZodType>(
  ctx: AppContext,
  kind: ServerImportKind<C, S>,
  file: { mime: string; bytes: Buffer },
  lang: Lang,
) {
  const rows = await readImportFile(kind.kit.columns, file, CONSOLE_IMPORT_SPREADSHEET, lang);
  const checked = await checkManyImportRows(kind.kit, rows, lang);
  await kind.checkFile(ctx, checked, lang);
  return checked;
}
