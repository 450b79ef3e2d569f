import { IMPORT_COLUMNS, importColumnLabel, productCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CSV = [
  'barcode,mid,name,brand,origin,specs,shelfLifeDays,unitsPerPack,unitsPerCase,casesPerPallet,pricingUnit,remark',
  '4006381333931,MID-1,Alpine Honey 500 g,Alpine Meadow,ch,500 g;Glass jar,720,1,12,80,case,Best seller',
  '4006381333932,MID-2,Broken Barcode,,,,,,,,,',
  '96385074,,No Mid Product,,,,abc,,,,,',
  '036000291452,MID-4,"Comma, Inc. Crackers",Cedar Hill,AU,,365,,24,,unit,',
].join('\n');

describe('product import', () => {
  it('previews a CSV marking each bad cell and why, then imports only the good rows', async () => {
    const { token } = await signUpAndLogIn(t);
    const file = await upload(t, token, Buffer.from(`\uFEFF${CSV}`), 'products.csv', 'import');
    expect(file.body.code).toBe(0);
    const preview = await callApi(
      t,
      productCalls.importPreview,
      { fileId: file.body.data.fileId },
      { token },
    );
    expect(preview.body.data).toMatchObject({ validCount: 2, invalidCount: 2 });
    const [good, badBarcode, noMid, commaName] = preview.body.data.rows;
    expect(good?.errors).toEqual({});
    expect(badBarcode?.errors).toEqual({
      barcode: 'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
    });
    expect(noMid?.errors).toEqual({
      mid: 'Please enter the manufacturer ID (MID)',
      shelfLifeDays: 'Enter a whole number of 1 or more',
    });
    expect(commaName?.values.name).toBe('Comma, Inc. Crackers');
    // Nothing is created by a preview.
    expect((await callApi(t, productCalls.list, {}, { token })).body.data.total).toBe(0);

    const result = await callApi(t, productCalls.importConfirm, { fileId: file.body.data.fileId }, { token });
    expect(result.body.data).toEqual({ created: 2, skipped: 2 });
    const list = await callApi(t, productCalls.list, {}, { token });
    const alpine = list.body.data.list.find((p) => p.name === 'Alpine Honey 500 g');
    expect(alpine).toMatchObject({
      origin: 'CH',
      specs: ['500 g', 'Glass jar'],
      shelfLifeDays: 720,
      unitsPerCase: 12,
      pricingUnit: 'case',
      kind: 'own',
    });
  });

  it('reads XLSX files too', async () => {
    const { token } = await signUpAndLogIn(t);
    const bytes = await writeXlsxFile([
      [{ value: 'Barcode' }, { value: 'MID' }, { value: 'Name' }, { value: 'Units per case' }],
      [{ value: '4006381333931' }, { value: 'X-1' }, { value: 'Sheet Honey' }, { value: 6 }],
    ]).toBuffer();
    const file = await upload(t, token, bytes, 'products.xlsx', 'import');
    expect(file.body.data.mime).toContain('spreadsheetml');
    const preview = await callApi(
      t,
      productCalls.importPreview,
      { fileId: file.body.data.fileId },
      { token },
    );
    expect(preview.body.data.rows[0]).toMatchObject({
      values: { barcode: '4006381333931', name: 'Sheet Honey', unitsPerCase: '6' },
      errors: {},
    });
  });

  it('explains a file without the required columns, and refuses another supplier’s file', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const file = await upload(t, a.token, Buffer.from('title,price\nHoney,3\n'), 'wrong.csv', 'import');
    const preview = await callApi(
      t,
      productCalls.importPreview,
      { fileId: file.body.data.fileId },
      { token: a.token },
    );
    expect(preview.body).toMatchObject({
      code: 2104,
      msg: 'The spreadsheet has columns the import does not know: title, price. Use these column headers (as in the template): UPC/EAN, Manufacturer ID (MID), Product name, Brand, Place of origin, Specs, Total shelf life, Units per pack, Units per case, Cases per pallet, Pricing unit, Remark',
    });
    const stolen = await callApi(
      t,
      productCalls.importConfirm,
      { fileId: file.body.data.fileId },
      { token: b.token },
    );
    expect(stolen.body.code).toBe(2000);
  });
});

/** Uploads a file and previews it, in a language. */
async function previewFile(token: string, bytes: Buffer, name: string, lang = 'en') {
  const file = await upload(t, token, bytes, name, 'import');
  expect(file.body.code).toBe(0);
  return callApi(t, productCalls.importPreview, { fileId: file.body.data.fileId }, { token, lang });
}

describe('import headers in the words the portal shows', () => {
  it('reads Chinese headers (CSV), full-width brackets and all', async () => {
    const { token } = await signUpAndLogIn(t);
    const csv = [
      'UPC/EAN,制造商编号（MID）,产品名称,品牌,每箱件数,原产地',
      '4006381333931,M-1,蜂蜜,Alpine,12,de',
    ].join('\n');
    const preview = await previewFile(token, Buffer.from(csv), 'zh.csv', 'zh-CN');
    expect(preview.body.code).toBe(0);
    expect(preview.body.data.rows[0]).toMatchObject({
      values: {
        barcode: '4006381333931',
        mid: 'M-1',
        name: '蜂蜜',
        brand: 'Alpine',
        unitsPerCase: '12',
        origin: 'de',
      },
      errors: {},
    });
  });

  it('reads Japanese headers (XLSX), with full-width letters and spaces', async () => {
    const { token } = await signUpAndLogIn(t);
    const bytes = await writeXlsxFile([
      ['ＵＰＣ／ＥＡＮ', 'メーカー　ID', '商品名', 'ケース入数', '総賞味期間', '備考'].map((value) => ({
        value,
      })),
      [
        { value: '4006381333931' },
        { value: 'J-1' },
        { value: '緑茶' },
        { value: 24 },
        { value: 365 },
        { value: '冷暗所' },
      ],
    ]).toBuffer();
    const preview = await previewFile(token, bytes, 'ja.xlsx', 'ja');
    expect(preview.body.code).toBe(0);
    expect(preview.body.data.rows[0]).toMatchObject({
      values: {
        barcode: '4006381333931',
        mid: 'J-1',
        name: '緑茶',
        unitsPerCase: '24',
        shelfLifeDays: '365',
        remark: '冷暗所',
      },
      errors: {},
    });
  });

  it('reads headers in any case and spacing, and the Japanese template round-trips', async () => {
    const { token } = await signUpAndLogIn(t);
    const loose = [
      '  product NAME ,BARCODE, Manufacturer id ,units_per-CASE',
      'Tea,4006381333931,L-1,6',
    ].join('\n');
    const preview = await previewFile(token, Buffer.from(loose), 'loose.csv');
    expect(preview.body.data.rows[0]).toMatchObject({
      values: { barcode: '4006381333931', mid: 'L-1', name: 'Tea', unitsPerCase: '6' },
      errors: {},
    });

    const template = IMPORT_COLUMNS.map((column) => importColumnLabel('ja', column));
    expect(template.slice(0, 3)).toEqual(['UPC/EAN', 'メーカー ID（MID）', '商品名']);
    const row = ['4006381333931', 'T-1', '緑茶', '', 'JP', '500 ml', '365', '', '', '', 'case', ''];
    const fromTemplate = await previewFile(
      token,
      Buffer.from(`${template.join(',')}\n${row.join(',')}`),
      't.csv',
      'ja',
    );
    expect(fromTemplate.body.data).toMatchObject({ validCount: 1, invalidCount: 0 });
  });

  it('names unknown, repeated and missing columns in the caller’s language', async () => {
    const { token } = await signUpAndLogIn(t);
    const unknown = await previewFile(token, Buffer.from('商品名,価格,UPC/EAN,MID\n'), 'u.csv', 'ja');
    expect(unknown.body.code).toBe(2104);
    expect(unknown.body.msg).toContain('スプレッドシートに認識できない列があります：価格。');
    expect(unknown.body.msg).toContain('UPC/EAN, メーカー ID（MID）, 商品名, ブランド');
    const repeated = await previewFile(token, Buffer.from('name,产品名称,barcode,mid\n'), 'r.csv', 'zh-CN');
    expect(repeated.body).toMatchObject({ code: 2106, msg: '表格中有重复的列：产品名称' });
    const missing = await previewFile(token, Buffer.from('Product name,Brand\nTea,X\n'), 'm.csv');
    expect(missing.body).toMatchObject({
      code: 2105,
      msg: 'The spreadsheet is missing required columns: UPC/EAN, Manufacturer ID (MID)',
    });
  });
});
