import { IMPORT_COLUMNS, isValidBarcode, LANGS, matchImportHeaders, ProductInputSchema } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { importTemplateCsv, TEMPLATE_EXAMPLE } from './importPreview';

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
});
