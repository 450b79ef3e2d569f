import { LANGS, type Lang } from './constants.js';
import { sharedMessages, translate } from './messages/index.js';
import { IMPORT_COLUMNS } from './products.js';

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * A spreadsheet header as it is compared: NFKC (full-width letters, digits and brackets become
 * half-width), lower case, without spaces, `_` and `-`. "  Product NAME ", "product_name" and
 * "ＰＲＯＤＵＣＴ　ＮＡＭＥ" are all `productname`.
 */
export function normalizeImportHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-\u30fb]/g, '');
}

/** The header of an import column in a language: the product form's label (`productField.<column>`). */
export function importColumnLabel(lang: Lang, column: ImportColumn): string {
  return translate(lang, `productField.${column}`);
}

/**
 * Every accepted spelling of every column, normalised: the column's own name and its form label in
 * each language, also without its bracketed part and the bracketed part alone ("Manufacturer ID (MID)"
 * is also "Manufacturer ID" and "MID"). A spelling two columns would share is left out.
 */
function headerIndex(): Map<string, ImportColumn> {
  const index = new Map<string, ImportColumn>();
  const clash = new Set<string>();
  const add = (spelling: string, column: ImportColumn) => {
    const key = normalizeImportHeader(spelling);
    if (!key) return;
    const known = index.get(key);
    if (known && known !== column) clash.add(key);
    else index.set(key, column);
  };
  for (const column of IMPORT_COLUMNS) {
    add(column, column);
    for (const lang of LANGS) {
      const label = sharedMessages[lang].productField[column].normalize('NFKC');
      add(label, column);
      const bracketed = /^(.*?)\((.+)\)\s*$/.exec(label);
      if (bracketed?.[1] && bracketed[2]) {
        add(bracketed[1], column);
        add(bracketed[2], column);
      }
    }
  }
  for (const key of clash) index.delete(key);
  return index;
}
const HEADER_INDEX = headerIndex();

/** How a file's header row maps to import columns. */
export type ImportHeaderMatch = {
  /** The column of each header cell, by position; null for an empty header cell. */
  columns: (ImportColumn | null)[];
  /** Header cells that name no column, as written in the file. */
  unknown: string[];
  /** Columns named by more than one header cell. */
  duplicate: ImportColumn[];
  /** Required columns (barcode, MID, name) the file does not have. */
  missing: ImportColumn[];
};

export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['barcode', 'mid', 'name'];

/**
 * Reads a header row written with the column names, or the labels the portal shows in English,
 * Chinese or Japanese, in any case and spacing (see normalizeImportHeader).
 */
export function matchImportHeaders(headers: readonly string[]): ImportHeaderMatch {
  const unknown: string[] = [];
  const seen = new Set<ImportColumn>();
  const duplicate = new Set<ImportColumn>();
  const columns = headers.map((header): ImportColumn | null => {
    if (normalizeImportHeader(header) === '') return null;
    const column = HEADER_INDEX.get(normalizeImportHeader(header));
    if (!column) unknown.push(header.trim());
    else if (seen.has(column)) duplicate.add(column);
    else seen.add(column);
    return column ?? null;
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !seen.has(column));
  return { columns, unknown, duplicate: [...duplicate], missing };
}
