import type { z } from 'zod';
import { LANGS, type Lang } from './constants.js';
import { translate } from './messages/index.js';
import { IMPORT_COLUMNS, type ImportRow, ProductInputSchema } from './products.js';

// The shared import kit's contract half: a kind of import declares its columns (names, a label per
// language, more spellings), a zod row schema and a row → form mapper; header matching and row
// checking are the same for every kind (the supplier's products, the console's catalogue and buyers).

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

/** The columns of one kind of import, as its definition declares them. */
export interface ImportColumnsSpec<C extends string> {
  /** Column names, in template order. */
  columns: readonly C[];
  /** Columns a file must have (their cells may still be refused row by row). */
  required: readonly C[];
  /** The header of a column in a language: the template's header and the words of messages. */
  label: (lang: Lang, column: C) => string;
  /** More accepted spellings of a column, in any language ("EAN", "GTIN"…). */
  aliases?: { readonly [K in C]?: readonly string[] };
}

/** How a file's header row maps to import columns. */
export type ImportHeaderMatch<C extends string = string> = {
  /** The column of each header cell, by position; null for an empty or unknown header cell. */
  columns: (C | null)[];
  /** Header cells that name no column, as written in the file. */
  unknown: string[];
  /** Columns named by more than one header cell. */
  duplicate: C[];
  /** Required columns the file does not have. */
  missing: C[];
};

/** A kind's columns with its header reading built once. */
export interface ImportColumnSet<C extends string> extends ImportColumnsSpec<C> {
  /**
   * Reads a header row written with the column names, the labels in English, Chinese or Japanese,
   * or an alias, in any case and spacing (see normalizeImportHeader).
   */
  match(headers: readonly string[]): ImportHeaderMatch<C>;
  /** The template's header row in a language. */
  header(lang: Lang): string[];
}

/**
 * Every accepted spelling of every column, normalised: the column's own name, its label in each
 * language, also without its bracketed part and the bracketed part alone ("Manufacturer ID (MID)" is
 * also "Manufacturer ID" and "MID"), and its aliases. A spelling two columns would share is left out.
 */
function headerIndex<C extends string>(spec: ImportColumnsSpec<C>): Map<string, C> {
  const index = new Map<string, C>();
  const clash = new Set<string>();
  const add = (spelling: string, column: C) => {
    const key = normalizeImportHeader(spelling);
    if (!key) return;
    const known = index.get(key);
    if (known && known !== column) clash.add(key);
    else index.set(key, column);
  };
  for (const column of spec.columns) {
    add(column, column);
    for (const alias of spec.aliases?.[column] ?? []) add(alias, column);
    for (const lang of LANGS) {
      const label = spec.label(lang, column).normalize('NFKC');
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

/** Declares the columns of a kind of import; its header index is built here, once. */
export function defineImportColumns<const C extends string>(spec: ImportColumnsSpec<C>): ImportColumnSet<C> {
  const index = headerIndex(spec);
  return {
    ...spec,
    match(headers) {
      const unknown: string[] = [];
      const seen = new Set<C>();
      const duplicate = new Set<C>();
      const columns = headers.map((header): C | null => {
        const key = normalizeImportHeader(header);
        if (key === '') return null;
        const column = index.get(key);
        if (!column) unknown.push(header.trim());
        else if (seen.has(column)) duplicate.add(column);
        else seen.add(column);
        return column ?? null;
      });
      const missing = spec.required.filter((column) => !seen.has(column));
      return { columns, unknown, duplicate: [...duplicate], missing };
    },
    header: (lang) => spec.columns.map((column) => spec.label(lang, column)),
  };
}

/** A kind of import: its columns, the schema one row must pass, and how cells become the form. */
export interface ImportKit<C extends string, S extends z.ZodType> {
  columns: ImportColumnSet<C>;
  /** The rules of one row, the same as the form that makes one such thing by hand. */
  schema: S;
  /** One row's cells (every column; empty cells are '') as the form would send them. */
  toForm: (values: Readonly<Record<C, string>>) => Record<string, unknown>;
  /** The column an issue of a schema field is shown on, when the field is not named as a column. */
  fieldColumns?: Readonly<Record<string, C>>;
}

/** One checked row: the row as the preview shows it, and the parsed form when it is good. */
export type CheckedImportRow<T> = { row: ImportRow; input?: T };

/** A catalog key as a message of a bad cell, in a language (an unknown key reads "not valid"). */
export function importCellMessage(lang: Lang, key: string, values: Record<string, string | number> = {}) {
  return translate(lang, key.includes('.') ? key : 'validation.invalid', values);
}

/**
 * Checks one row with its kit's schema: the first problem of each column, in the caller's language.
 * `row` is the row's number in the file (1 = the first row under the header).
 */
export function checkImportRow<C extends string, S extends z.ZodType>(
  kit: ImportKit<C, S>,
  row: number,
  values: Readonly<Record<C, string>>,
  lang: Lang,
): CheckedImportRow<z.output<S>> {
  const parsed = kit.schema.safeParse(kit.toForm(values));
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? kit.columns.columns[0]);
    const column = kit.fieldColumns?.[field] ?? field;
    errors[column] ??= importCellMessage(lang, issue.message);
  }
  const checked = { row, values: values as Record<string, string>, errors };
  return parsed.success ? { row: checked, input: parsed.data } : { row: checked };
}

/** A list cell ("500 g; Glass jar" or "a | b") as its trimmed, non-empty parts. */
export function splitImportList(value: string): string[] {
  return value
    .split(/[;|；]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// ---------- The supplier's product import ----------

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The header of a product import column in a language: the product form's label (`productField.<column>`). */
export function importColumnLabel(lang: Lang, column: ImportColumn): string {
  return translate(lang, `productField.${column}`);
}

export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['barcode', 'mid', 'name'];

/** The columns of the supplier's product import. */
export const productImportColumns = defineImportColumns({
  columns: IMPORT_COLUMNS,
  required: REQUIRED_IMPORT_COLUMNS,
  label: importColumnLabel,
});

/** Reads a product import's header row (see ImportColumnSet.match). */
export function matchImportHeaders(headers: readonly string[]): ImportHeaderMatch<ImportColumn> {
  return productImportColumns.match(headers);
}

const PRODUCT_NUMBER_COLUMNS: readonly ImportColumn[] = [
  'shelfLifeDays',
  'unitsPerPack',
  'unitsPerCase',
  'casesPerPallet',
];

/** The supplier's product import: one row is one own product, checked by the product form's rules. */
export const productImportKit: ImportKit<ImportColumn, typeof ProductInputSchema> = {
  columns: productImportColumns,
  schema: ProductInputSchema,
  toForm(values) {
    const form: Record<string, unknown> = {};
    for (const column of IMPORT_COLUMNS) {
      const value = values[column];
      if (value === '') continue;
      if (column === 'specs') form.specs = splitImportList(value);
      else if (column === 'origin') form.origin = value.toUpperCase();
      else if (column === 'pricingUnit') form.pricingUnit = value.toLowerCase();
      else form[column] = PRODUCT_NUMBER_COLUMNS.includes(column) ? value.replace(/\s/g, '') : value;
    }
    return form;
  },
};
