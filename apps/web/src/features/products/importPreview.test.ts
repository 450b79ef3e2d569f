import {
  IMPORT_COLUMNS,
  type ImportRow,
  isValidBarcode,
  LANGS,
  matchImportHeaders,
  ProductInputSchema,
} from '@sc/contract';
import { describe, expect, it } from 'vitest';
import {
  cellError,
  hasErrors,
  importTemplateCsv,
  rowOnlyErrors,
  TEMPLATE_EXAMPLE,
  toCsvLine,
} from './importPreview';

const bad: ImportRow = {
  row: 2,
  values: { barcode: '123', name: '' },
  errors: { barcode: 'Enter a valid UPC-A', name: 'Please enter the product name', file: 'Row too long' },
};
const good: ImportRow = { row: 1, values: { barcode: '4006381333931' }, errors: {} };

describe('preview cells', () => {
  it('marks exactly the cells the server flagged, with its message', () => {
    expect(cellError(bad, 'barcode')).toBe('Enter a valid UPC-A');
    expect(cellError(bad, 'mid')).toBeNull();
    expect(cellError(good, 'barcode')).toBeNull();
  });

  it('tells bad rows from good ones and keeps errors of unknown columns for the row', () => {
    expect(hasErrors(bad)).toBe(true);
    expect(hasErrors(good)).toBe(false);
    expect(rowOnlyErrors(bad, ['barcode', 'name'])).toEqual(['Row too long']);
  });
});

describe('import template', () => {
  it('has the contract columns in order, headed by the labels of the user’s language, and one example row', () => {
    const [header, example, rest] = importTemplateCsv('ja').split('\r\n');
    expect(header).toBe(
      'UPC/EAN,メーカー ID（MID）,商品名,ブランド,原産地,仕様,総賞味期間,パック入数,ケース入数,パレットあたりケース数,価格単位,備考',
    );
    expect(importTemplateCsv('ch').split('\r\n')[0]).toMatch(/^UPC\/EAN,制造商编号（MID）,产品名称,/);
    expect(importTemplateCsv('en').split('\r\n')[0]).toMatch(
      /^UPC\/EAN,Manufacturer ID \(MID\),Product name,/,
    );
    expect(example?.split(',')).toHaveLength(IMPORT_COLUMNS.length);
    expect(rest).toBe('');
  });

  it.each(LANGS)('reads back the %s template’s headers as the contract columns', (lang) => {
    const header = importTemplateCsv(lang).split('\r\n')[0] ?? '';
    expect(matchImportHeaders(header.split(','))).toEqual({
      columns: [...IMPORT_COLUMNS],
      unknown: [],
      duplicate: [],
      missing: [],
    });
  });

  it('uses an example the product rules accept', () => {
    expect(isValidBarcode(TEMPLATE_EXAMPLE.barcode)).toBe(true);
    const result = ProductInputSchema.safeParse({
      ...TEMPLATE_EXAMPLE,
      specs: TEMPLATE_EXAMPLE.specs.split(';'),
      shelfLifeDays: TEMPLATE_EXAMPLE.shelfLifeDays,
      unitsPerPack: TEMPLATE_EXAMPLE.unitsPerPack,
      unitsPerCase: TEMPLATE_EXAMPLE.unitsPerCase,
      casesPerPallet: TEMPLATE_EXAMPLE.casesPerPallet,
    });
    expect(result.success).toBe(true);
  });

  it('quotes fields with commas, quotes or line breaks', () => {
    expect(toCsvLine(['a', 'b,c', 'say "hi"', 'x\ny'])).toBe('a,"b,c","say ""hi""","x\ny"');
  });
});
