import {
  CONSOLE_IMPORT_COLUMNS,
  type ConsoleImportKind,
  type ImportColumnSet,
  type Lang,
} from '@sc/contract';
import { templateCsv } from '../../../components/importPreview/importPreviewRows';

/** Example rows of each kind's template, by column (codes read the same in every language). */
export const IMPORT_EXAMPLES: Record<ConsoleImportKind, Record<string, string>[]> = {
  catalogue: [
    {
      barcode: '4006381333931',
      mid: 'MV-20031',
      name: 'Manuka Honey UMF 10+ 250 g',
      brand: 'Manuka Valley',
      category: 'nh_manuka',
      origin: 'NZ',
      specs: '250 g; Glass jar',
    },
    {
      barcode: '036000291452',
      mid: 'CH-1187',
      name: 'Oat Crackers Sea Salt 200 g',
      brand: 'Cedar Hill',
      category: 'Snacks & Confectionery',
      origin: 'AU',
      specs: '',
    },
  ],
  buyers: [
    {
      email: 'mei.chen@osaka-select.example',
      name: 'Mei Chen',
      company: 'Osaka Select Foods K.K.',
      category: 'food_beverage',
      country: 'JP',
      city: 'Osaka',
      brands: 'Manuka Valley; Sunbay',
      language: 'ja',
    },
  ],
};

/** A kind's template in a language: the column headers the console shows in it, then the examples. */
export function importTemplate(kind: ConsoleImportKind, lang: Lang): string {
  const columns = CONSOLE_IMPORT_COLUMNS[kind];
  return templateCsv(
    columns.header(lang),
    IMPORT_EXAMPLES[kind].map((example) => columns.columns.map((column) => example[column] ?? '')),
  );
}

/** A column's header in a language (the console shows the headers the import reads). */
export function columnLabel(kind: ConsoleImportKind, lang: Lang, column: string): string {
  const columns: ImportColumnSet<string> = CONSOLE_IMPORT_COLUMNS[kind] as ImportColumnSet<string>;
  return columns.columns.includes(column) ? columns.label(lang, column) : column;
}

/** The columns of a kind in a language, required ones marked with *. */
export function columnList(kind: ConsoleImportKind, lang: Lang): string {
  const columns = CONSOLE_IMPORT_COLUMNS[kind] as ImportColumnSet<string>;
  return columns.columns
    .map((column) => `${columns.label(lang, column)}${columns.required.includes(column) ? ' *' : ''}`)
    .join(', ');
}
