import { IMPORT_COLUMNS, importColumnLabel, type Lang } from '@sc/contract';
import { templateCsv } from '../../components/importPreview/importPreviewRows';

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
  return templateCsv(
    IMPORT_COLUMNS.map((column) => importColumnLabel(lang, column)),
    [IMPORT_COLUMNS.map((column) => TEMPLATE_EXAMPLE[column])],
  );
}
