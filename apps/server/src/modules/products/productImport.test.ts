import { productCalls } from '@sc/contract';
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
      code: 2103,
      msg: 'The spreadsheet could not be read: missing columns barcode, mid, name',
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
