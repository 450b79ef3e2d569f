import { buyerImportColumns, buyerImportKit, catalogueImportColumns, catalogueImportKit } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { AppError, messageOf } from '../../http/AppError.js';
import { checkManyImportRows, countImportRows, previewSample, readImportFile } from './importKit.js';
import type { SpreadsheetLimits } from './readSpreadsheet.js';

const LIMITS: SpreadsheetLimits = {
  maxRows: 50_000,
  maxBytes: 50 * 1024 * 1024,
  tooLarge: 'CONSOLE_IMPORT_TOO_LARGE',
};
const csv = (rows: string[][]) => ({
  mime: 'text/csv',
  bytes: Buffer.from(rows.map((r) => r.join(',')).join('\n')),
});

/** The AppError a promise rejects with, as the caller would read it in a language. */
async function refusal(promise: Promise<unknown>, lang: 'en' | 'ch' | 'ja') {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.codeName, msg: messageOf(error, lang) };
}

describe('the shared import kit on the server', () => {
  it('reads headers written in Japanese (CSV) or Chinese (XLSX) in any column order', async () => {
    const ja = await readImportFile(
      catalogueImportColumns,
      csv([
        ['カテゴリー', '商品名', 'ＵＰＣ／ＥＡＮ', 'メーカー ID', 'ブランド'],
        ['fb_snacks', '煎餅', '4006381333931', 'S-1', 'Sunbay'],
      ]),
      LIMITS,
      'ja',
    );
    expect(ja).toEqual([
      {
        barcode: '4006381333931',
        mid: 'S-1',
        name: '煎餅',
        brand: 'Sunbay',
        category: 'fb_snacks',
        origin: '',
        specs: '',
      },
    ]);
    const xlsx = await writeXlsxFile([
      ['邮箱', '姓名', '公司', '主营类目', '国家/地区'].map((value) => ({ value })),
      ['li@example.test', 'Li Wei', 'Shanghai Imports', '母婴用品', 'CN'].map((value) => ({ value })),
    ]).toBuffer();
    const zh = await readImportFile(
      buyerImportColumns,
      { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: xlsx },
      LIMITS,
      'ch',
    );
    expect(zh[0]).toMatchObject({
      email: 'li@example.test',
      company: 'Shanghai Imports',
      city: '',
      brands: '',
    });
  });

  it('refuses unknown, repeated and missing columns by name, in the caller’s language', async () => {
    const unknown = await refusal(
      readImportFile(catalogueImportColumns, csv([['EAN', 'MID', 'Price']]), LIMITS, 'ch'),
      'ch',
    );
    expect(unknown.code).toBe('IMPORT_COLUMNS_UNKNOWN');
    expect(unknown.msg).toContain('Price');
    expect(unknown.msg).toContain('UPC/EAN, 制造商编号（MID）, 产品名称, 品牌, 类目, 原产地, 规格');
    const repeated = await refusal(
      readImportFile(buyerImportColumns, csv([['Email', 'Name', 'メールアドレス']]), LIMITS, 'en'),
      'en',
    );
    expect(repeated).toEqual({
      code: 'IMPORT_COLUMNS_DUPLICATE',
      msg: 'The spreadsheet has the same column more than once: Email',
    });
    const missing = await refusal(
      readImportFile(buyerImportColumns, csv([['E-mail', '氏名']]), LIMITS, 'ja'),
      'ja',
    );
    expect(missing.code).toBe('IMPORT_COLUMNS_MISSING');
    expect(missing.msg).toContain('会社名, メインカテゴリー, 国・地域');
    const tooMany = await refusal(
      readImportFile(
        buyerImportColumns,
        csv([['Email'], ['a@b.test'], ['c@d.test']]),
        { ...LIMITS, maxRows: 1 },
        'ja',
      ),
      'ja',
    );
    expect(tooMany.code).toBe('CONSOLE_IMPORT_TOO_LARGE');
    expect(tooMany.msg).toContain('最大 1 行');
  });

  it('checks many rows a slice at a time, numbering them as in the file, and samples a preview', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => ({
      barcode: i % 1000 === 999 ? '123' : '4006381333931',
      mid: `M-${i + 1}`,
      name: `Tea ${i + 1}`,
      brand: 'Sunbay',
      category: 'fb_coffee_tea',
      origin: '',
      specs: '',
    }));
    const checked = await checkManyImportRows(catalogueImportKit, rows, 'en');
    expect(checked.map((c) => c.row.row)).toEqual(rows.map((_, i) => i + 1));
    expect(countImportRows(checked)).toEqual({ validCount: 4496, invalidCount: 4 });
    const sample = previewSample(checked, { firstRows: 10, errorRows: 3 });
    expect(sample.map((row) => row.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1000, 2000, 3000]);
    expect(sample.at(-1)?.errors).toEqual({
      barcode: 'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
    });
    // The buyers' kit blames the column the file names, not the form field behind it.
    const [buyer] = await checkManyImportRows(
      buyerImportKit,
      [
        {
          email: 'x@y.test',
          name: '',
          company: '',
          category: 'food_beverage',
          country: 'JP',
          city: '',
          brands: '',
          language: '',
        },
      ],
      'en',
    );
    expect(Object.keys(buyer?.row.errors ?? {}).sort()).toEqual(['company', 'name']);
  });
});
