import type { PickedFile } from '../../lib/imageFileCheck';
import type { MessageKey } from '../../lib/Translate';

const IMPORT_EXTENSIONS = /\.(csv|xlsx)$/i;

/** The catalog key of the reason a spreadsheet may not be imported, or null (.csv or .xlsx only). */
export function checkImportFile(file: PickedFile): MessageKey | null {
  if (!IMPORT_EXTENSIONS.test(file.name)) return 'productImport.fileType';
  if (file.size === 0) return 'error.FILE_EMPTY';
  return null;
}
