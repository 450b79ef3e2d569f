import { constants, deflateRawSync } from 'node:zlib';
import { consoleAttributeCalls, IMPORT_COLUMNS, importColumnLabel, productCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { upload } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
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

/** A zip (an .xlsx) of entries given compressed, each declaring the uncompressed size it likes. */
function zipOf(entries: { name: string; deflated: Buffer; declaredSize: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** A raw deflate stream of `megabytes` MB of one repeated row, made without compressing it all. */
function deflatedRows(megabytes: number): Buffer {
  const chunk = Buffer.from(
    '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(21_000).slice(0, 1 << 20),
  );
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/** The small parts of a workbook around one (bomb) sheet. */
function bombXlsx(sheet: { deflated: Buffer; declaredSize: number }): Buffer {
  const part = (name: string, xml: string) => ({
    name,
    deflated: deflateRawSync(Buffer.from(xml)),
    declaredSize: Buffer.byteLength(xml),
  });
  return zipOf([
    part(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    part(
      'xl/workbook.xml',
      '<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ]);
}

describe('import resource limits', () => {
  const header = 'barcode,mid,name';
  const rows = (count: number) => Array.from({ length: count }, (_, i) => `4006381333931,M-${i},Tea ${i}`);

  it('refuses a CSV or an XLSX with more than 1000 product rows, in the caller’s language', async () => {
    const { token } = await signUpAndLogIn(t);
    const atLimit = await previewFile(
      token,
      Buffer.from([header, ...rows(1000), '', ''].join('\n')),
      'ok.csv',
    );
    expect(atLimit.body.data.rows).toHaveLength(1000);

    const csv = await previewFile(token, Buffer.from([header, ...rows(1001)].join('\n')), 'big.csv', 'ja');
    expect(csv.status).toBe(413);
    expect(csv.body).toMatchObject({
      code: 2107,
      msg: 'スプレッドシートが大きすぎるため取り込めません。商品は最大 1000 行、展開後のデータは 20 MB までです。小さなファイルに分けてください。',
    });

    const sheet = [header.split(','), ...rows(1001).map((row) => row.split(','))].map((cells) =>
      cells.map((value) => ({ value })),
    );
    const xlsx = await previewFile(token, await writeXlsxFile(sheet).toBuffer(), 'big.xlsx', 'zh-CN');
    expect(xlsx.body).toMatchObject({ code: 2107, msg: expect.stringContaining('最多 1000 行产品') });
  });

  it('refuses a zip bomb quickly, whether its sheet declares its real size or lies about it', async () => {
    const { token } = await signUpAndLogIn(t);
    const sheet = deflatedRows(512); // half a gigabyte of rows in 1.5 MB
    expect(sheet.length).toBeLessThan(2 * 1024 * 1024);
    for (const declaredSize of [512 * 1024 * 1024, 64 * 1024]) {
      const bytes = bombXlsx({ deflated: sheet, declaredSize });
      const started = Date.now();
      const preview = await previewFile(token, bytes, 'bomb.xlsx');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(preview.body, `declared ${declaredSize}`).toMatchObject({ code: 2107 });
    }
    // Not a zip at all behind its signature: unreadable, said in the caller's language.
    const damaged = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    expect((await previewFile(token, damaged, 'damaged.xlsx', 'ja')).body).toMatchObject({
      code: 2103,
      msg: 'スプレッドシートを読み込めませんでした：開くことのできる CSV ファイルまたは Excel ブック（.xlsx）ではありません。.xlsx または CSV（UTF-8）で保存し直してからアップロードしてください',
    });
    // Declaring the truth but a little too much: refused before anything is inflated.
    const small = bombXlsx({ deflated: deflatedRows(21), declaredSize: 21 * 1024 * 1024 });
    expect((await previewFile(token, small, 'bomb.xlsx')).body.code).toBe(2107);
  });

  it('checks one import of a company at a time; a second meanwhile is refused, then works', async () => {
    const { token } = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const file = await upload(t, token, Buffer.from([header, ...rows(3)].join('\n')), 'a.csv', 'import');
    const otherFile = await upload(
      t,
      other.token,
      Buffer.from([header, ...rows(1)].join('\n')),
      'b.csv',
      'import',
    );
    const fileId: string = file.body.data.fileId;

    // Hold the first import inside its file read, with the company's import slot taken.
    const storageGet = t.ctx.storage.get.bind(t.ctx.storage);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const isInside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let isHolding = true;
    t.ctx.storage.get = async (key) => {
      if (key.includes(fileId) && isHolding) {
        isHolding = false;
        entered();
        await held;
      }
      return storageGet(key);
    };
    try {
      const first = callApi(t, productCalls.importConfirm, { fileId }, { token });
      await isInside;
      const second = await callApi(t, productCalls.importPreview, { fileId }, { token, lang: 'zh-CN' });
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({
        code: 2108,
        msg: '贵公司的另一个导入正在检查中，请在其完成后重试。',
      });
      // Another company is not held up.
      const elsewhere = await callApi(
        t,
        productCalls.importPreview,
        { fileId: otherFile.body.data.fileId },
        { token: other.token },
      );
      expect(elsewhere.body.code).toBe(0);
      release();
      expect((await first).body.data).toEqual({ created: 3, skipped: 0 });
    } finally {
      release();
      t.ctx.storage.get = storageGet;
    }
    const after = await callApi(t, productCalls.importPreview, { fileId }, { token });
    expect(after.body.code).toBe(0);
  });
});

describe('a pricing unit the platform no longer offers', () => {
  it('marks the rows that use it and imports the others', async () => {
    const { token } = await signUpAndLogIn(t);
    const editor = await makeStaffAndLogIn(t, { roleCode: 'catalogue_editor' });
    const offer = (offered: boolean) =>
      callApi(
        t,
        consoleAttributeCalls.update,
        { list: 'unit', value: 'pallet', offered, names: { en: null, zh: null, ja: null } },
        { token: editor.token },
      );
    expect((await offer(false)).body.code).toBe(0);
    const csv = [
      'barcode,mid,name,pricingUnit',
      '4006381333931,P-1,Honey,pallet',
      '036000291452,P-2,Crackers,case',
    ];
    const preview = await previewFile(token, Buffer.from(csv.join('\n')), 'units.csv');
    expect(preview.body.data).toMatchObject({ validCount: 1, invalidCount: 1 });
    expect(preview.body.data.rows[0]?.errors).toEqual({
      pricingUnit: 'This choice is no longer offered. Please pick another.',
    });
    expect(preview.body.data.rows[1]?.errors).toEqual({});
    const fileId = (await upload(t, token, Buffer.from(csv.join('\n')), 'units.csv', 'import')).body.data
      .fileId;
    const confirmed = await callApi(t, productCalls.importConfirm, { fileId }, { token });
    expect(confirmed.body.data).toEqual({ created: 1, skipped: 1 });
    expect((await offer(true)).body.code).toBe(0);
  });
});
