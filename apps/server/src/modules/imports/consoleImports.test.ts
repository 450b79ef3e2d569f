import {
  barcodeSearchKey,
  catalogueCalls,
  catalogueImportColumns,
  consoleBuyerImportCalls,
  consoleCatalogueImportCalls,
  ErrorCode,
  type ImportJob,
  LANGS,
  translate,
} from '@sc/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  brands,
  buyers,
  categories,
  mailOutbox,
  masterProducts,
  users,
} from '../../db/schema/index.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { csvOf, ean13, uploadImportFile } from '../../test/importFactories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { RUN_IMPORTS_JOB } from './importRunner.service.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await makeStaffAndLogIn(t, { realName: 'Ken Mori', roleCode: 'catalogue_editor' });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
});
afterAll(() => t.close());

const CATALOGUE_HEADER = ['UPC/EAN', 'MID', 'Product name', 'Brand', 'Category', 'Origin', 'Specs'];

/** Uploads a catalogue file as the editor and returns its file id. */
async function uploadCatalogue(rows: string[][], header = CATALOGUE_HEADER) {
  const uploaded = await uploadImportFile(t, editor.token, 'catalogue', csvOf([header, ...rows]));
  expect(uploaded.body.code, JSON.stringify(uploaded.body)).toBe(0);
  return uploaded.body.data.fileId as string;
}

/** Starts an import and runs the job runner's handler to the end, as its schedule would. */
async function importAndRun(
  calls: typeof consoleCatalogueImportCalls | typeof consoleBuyerImportCalls,
  token: string,
  fileId: string,
  lang = 'en',
): Promise<ImportJob> {
  const started = await callApi(t, calls.start, { fileId }, { token, lang });
  expect(started.body.code, JSON.stringify(started.body)).toBe(0);
  expect(started.body.data.state).toBe('queued');
  await t.ctx.jobs.runNow(RUN_IMPORTS_JOB);
  const job = await callApi(t, calls.info, { jobId: started.body.data.id }, { token });
  return job.body.data;
}

describe('catalogue import', () => {
  it('previews the whole file: per-cell errors, counts, updates and new brands; writes nothing', async () => {
    const existing = ean13(101);
    await makeMasterProducts(t, [{ barcode: existing, name: 'Old Honey', brand: 'Bee Kingdom' }]);
    const before = await t.ctx.db.select().from(masterProducts);
    const fileId = await uploadCatalogue([
      [ean13(102), 'M-102', 'Manuka Honey UMF 10+', 'Bee Kingdom', 'nh_manuka', 'NZ', '250 g; Glass jar'],
      [existing, 'M-101', 'Manuka Honey UMF 15+', 'bee kingdom', '蜂蜜蜂产品', '', ''],
      ['4006381333932', 'M-103', 'Bad Barcode Tea', 'Bee Kingdom', 'fb_coffee_tea', '', ''],
      [ean13(104), 'M-104', 'Mystery Snack', 'Brand New Co', 'Space Food', 'Narnia', ''],
      [ean13(105), '', 'No Mid Chips', 'Brand New Co', 'スナック・菓子', '', ''],
      [ean13(106), 'M-106', 'Sea Salt Crisps', 'Brand New Co', 'Snacks & Confectionery', 'au', ''],
    ]);
    const preview = await callApi(
      t,
      consoleCatalogueImportCalls.preview,
      { fileId },
      { token: editor.token },
    );
    expect(preview.body.code, JSON.stringify(preview.body)).toBe(0);
    expect(preview.body.data).toMatchObject({
      totalRows: 6,
      validCount: 3,
      invalidCount: 3,
      updateCount: 1,
      newBrands: ['Brand New Co'],
      newBrandCount: 1,
      columns: ['barcode', 'mid', 'name', 'brand', 'category', 'origin', 'specs'],
    });
    const byRow = new Map(preview.body.data.rows.map((row) => [row.row, row.errors]));
    expect(byRow.get(1)).toEqual({});
    expect(byRow.get(3)).toEqual({
      barcode: 'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
    });
    expect(byRow.get(4)).toEqual({
      category: 'No category has this code or name',
      origin: 'This value is not valid',
    });
    expect(byRow.get(5)).toEqual({ mid: 'Please enter the manufacturer ID (MID)' });
    // Nothing changed.
    expect(await t.ctx.db.select().from(masterProducts)).toEqual(before);
  });

  it('imports as a job: creates, updates and refuses exactly, reports each row, and suppliers find the products', async () => {
    // Stored as UPC-A; the file writes the same code as EAN-13 (a leading zero): one product.
    const [keptId] = await makeMasterProducts(t, [
      { barcode: '036000291452', name: 'Old Oat Crackers', brand: 'Nordic Pantry' },
    ]);
    const updatedBarcode = '0036000291452';
    const rows = [
      [ean13(202), 'OC-202', 'Oat Crackers Sea Salt', 'Nordic Pantry', 'fb_snacks', 'SE', '200 g; Box'],
      [updatedBarcode, 'OC-201', 'Oat Crackers Original', 'Nordic Pantry', '零食糖果', '', ''],
      [ean13(203), 'OC-203', 'Rye Crispbread', 'Fjord Bakery', 'Snacks & Confectionery', 'FI', ''],
      [ean13(204), 'OC-204', '', 'Fjord Bakery', 'fb_snacks', '', ''],
      [ean13(202), 'OC-202B', 'Oat Crackers Sea Salt 400 g', 'Nordic Pantry', 'fb_snacks', '', ''],
    ];
    const fileId = await uploadCatalogue(rows);
    const job = await importAndRun(consoleCatalogueImportCalls, editor.token, fileId);
    expect(job).toMatchObject({
      state: 'done',
      totalRows: 5,
      processedRows: 5,
      createdCount: 2,
      updatedCount: 2,
      refusedCount: 1,
      newBrands: ['Fjord Bakery'],
      startedBy: 'Ken Mori',
      error: null,
    });
    const report = await callApi(
      t,
      consoleCatalogueImportCalls.rows,
      { jobId: job.id, pageSize: 100 },
      { token: editor.token },
    );
    expect(report.body.data.list).toEqual([
      { row: 1, outcome: 'created', reference: ean13(202), messages: {} },
      { row: 2, outcome: 'updated', reference: updatedBarcode, messages: {} },
      {
        row: 3,
        outcome: 'created',
        reference: ean13(203),
        messages: { brand: 'New brand created: Fjord Bakery' },
      },
      {
        row: 4,
        outcome: 'refused',
        reference: ean13(204),
        messages: { name: 'Please enter the product name' },
      },
      { row: 5, outcome: 'updated', reference: ean13(202), messages: {} },
    ]);
    const refused = await callApi(
      t,
      consoleCatalogueImportCalls.rows,
      { jobId: job.id, outcome: 'refused' },
      { token: editor.token },
    );
    expect(refused.body.data.total).toBe(1);

    // The kept product was updated in place (UPC-A and EAN-13 of one code are one product).
    const [kept] = await t.ctx.db
      .select()
      .from(masterProducts)
      .where(eq(masterProducts.id, keptId ?? 0));
    expect(kept).toMatchObject({
      name: 'Oat Crackers Original',
      mid: 'OC-201',
      origin: 'NZ',
      specs: ['500 g'],
    });
    const snack = await t.ctx.db
      .select({ product: masterProducts, brand: brands.name, category: categories.code })
      .from(masterProducts)
      .innerJoin(brands, eq(brands.id, masterProducts.brandId))
      .innerJoin(categories, eq(categories.id, masterProducts.categoryId))
      .where(eq(masterProducts.barcodeKey, barcodeSearchKey(ean13(202))));
    expect(snack).toHaveLength(1);
    expect(snack[0]).toMatchObject({
      brand: 'Nordic Pantry',
      category: 'fb_snacks',
      product: {
        name: 'Oat Crackers Sea Salt 400 g',
        mid: 'OC-202B',
        origin: 'SE',
        specs: ['200 g', 'Box'],
        searchText: 'oat crackers sea salt 400 g nordic pantry',
      },
    });

    // Suppliers find the new product by its EAN, with or without leading zeros, and by words.
    const supplier = await signUpAndLogIn(t);
    const byEan = await callApi(t, catalogueCalls.search, { barcode: ean13(203) }, { token: supplier.token });
    expect(byEan.body.data.list.map((p) => p.name)).toEqual(['Rye Crispbread']);
    const byWords = await callApi(
      t,
      catalogueCalls.search,
      { keyword: 'fjord rye' },
      { token: supplier.token },
    );
    expect(byWords.body.data.total).toBe(1);

    // The report as CSV, in the caller's language.
    const csv = await callApi(
      t,
      consoleCatalogueImportCalls.report,
      { jobId: job.id },
      { token: editor.token, lang: 'ja' },
    );
    const lines = csv.body.data.csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('行,結果,参照,メッセージ');
    expect(lines[4]).toBe(`4,拒否,${ean13(204)},商品名: Please enter the product name`);
    expect(csv.body.data.fileName).toBe(`catalogue-取込レポート-${job.id}.csv`);

    // Started once, audited with its file.
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import.catalogue.start'), eq(auditLog.targetId, String(job.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorName: 'Ken Mori',
      details: { fileName: 'catalogue.csv', rows: 5 },
    });
  });

  it('refuses a second start of a file being imported, a file without a valid row, and unknown columns', async () => {
    const fileId = await uploadCatalogue([
      [ean13(301), 'X-1', 'Tea', 'Harbor Fresh', 'fb_coffee_tea', '', ''],
    ]);
    const first = await callApi(t, consoleCatalogueImportCalls.start, { fileId }, { token: editor.token });
    expect(first.body.code).toBe(0);
    const again = await callApi(
      t,
      consoleCatalogueImportCalls.start,
      { fileId },
      { token: editor.token, lang: 'zh-CN' },
    );
    expect(again.body).toMatchObject({
      code: ErrorCode.CONSOLE_IMPORT_RUNNING,
      msg: '该文件已在导入中，请在导入列表中查看进度。',
    });
    await t.ctx.jobs.runNow(RUN_IMPORTS_JOB);
    const list = await callApi(t, consoleCatalogueImportCalls.list, {}, { token: editor.token });
    expect(list.body.data.list[0]).toMatchObject({ id: first.body.data.id, state: 'done', createdCount: 1 });

    const bad = await uploadCatalogue([['123', '', '', '', '', '', '']]);
    const nothing = await callApi(
      t,
      consoleCatalogueImportCalls.start,
      { fileId: bad },
      { token: editor.token },
    );
    expect(nothing.body.code).toBe(ErrorCode.CONSOLE_IMPORT_NOTHING_VALID);

    const unknown = await uploadCatalogue([['1', '2']], ['EAN', 'Price']);
    const preview = await callApi(
      t,
      consoleCatalogueImportCalls.preview,
      { fileId: unknown },
      { token: editor.token, lang: 'ja' },
    );
    expect(preview.body.code).toBe(ErrorCode.IMPORT_COLUMNS_UNKNOWN);
    expect(preview.body.msg).toContain(catalogueImportColumns.header('ja').join(', '));
  });
});

describe('who may import what', () => {
  it('a support agent cannot import catalogue products; a catalogue editor cannot import buyers', async () => {
    const fileId = await uploadCatalogue([
      [ean13(401), 'X-1', 'Tea', 'Harbor Fresh', 'fb_coffee_tea', '', ''],
    ]);
    const jobsBefore = (await callApi(t, consoleCatalogueImportCalls.list, {}, { token: editor.token })).body
      .data.total;
    for (const call of [consoleCatalogueImportCalls.preview, consoleCatalogueImportCalls.start]) {
      const refused = await callApi(t, call, { fileId }, { token: agent.token });
      expect(refused.status).toBe(403);
    }
    const agentUpload = await uploadImportFile(t, agent.token, 'catalogue', csvOf([CATALOGUE_HEADER]));
    expect(agentUpload.status).toBe(403);
    const jobs = await callApi(t, consoleCatalogueImportCalls.list, {}, { token: agent.token });
    expect(jobs.status).toBe(403);

    const editorUpload = await uploadImportFile(t, editor.token, 'buyers', csvOf([['Email'], ['a@b.test']]));
    expect(editorUpload.status).toBe(403);
    const buyerFile = await uploadImportFile(t, agent.token, 'buyers', csvOf([['Email'], ['a@b.test']]));
    expect(buyerFile.body.code).toBe(0);
    const editorStart = await callApi(
      t,
      consoleBuyerImportCalls.start,
      { fileId: buyerFile.body.data.fileId },
      { token: editor.token },
    );
    expect(editorStart.status).toBe(403);

    const supplier = await signUpAndLogIn(t);
    const supplierStart = await callApi(
      t,
      consoleCatalogueImportCalls.start,
      { fileId },
      { token: supplier.token },
    );
    expect(supplierStart.status).toBe(403);
    // Nothing was started by anyone refused.
    const jobsAfter = await callApi(t, consoleCatalogueImportCalls.list, {}, { token: editor.token });
    expect(jobsAfter.body.data.total).toBe(jobsBefore);
    const buyerJobs = await callApi(t, consoleBuyerImportCalls.list, {}, { token: agent.token });
    expect(
      buyerJobs.body.data.list.some((job) => job.fileName === 'buyers.csv' && job.state === 'queued'),
    ).toBe(false);
  });
});

describe('buyer import', () => {
  const HEADER = ['邮箱', '姓名', '公司', '主营类目', '国家/地区', '城市', '关注品牌', '语言'];

  it('creates buyer accounts with invitation mails, and refuses emails that have an account or come twice', async () => {
    const taken = await signUpAndLogIn(t);
    const file = csvOf([
      HEADER,
      [
        'mei.chen@osaka-select.test',
        'Mei Chen',
        'Osaka Select Foods',
        '食品饮料',
        'JP',
        'Osaka',
        'Bee Kingdom; Sunbay',
        'ja',
      ],
      [taken.input.email, 'Taken Person', 'Taken Ltd', 'food_beverage', 'AU', '', '', ''],
      [
        'li.wei@shanghai-imports.test',
        'Li Wei',
        'Shanghai Imports',
        'Mother & Baby',
        'China',
        'Shanghai',
        '',
        '',
      ],
      ['MEI.CHEN@osaka-select.test', 'Mei Again', 'Osaka Select Foods', 'food_beverage', 'JP', '', '', ''],
      ['bad-email', 'Nobody', 'Nowhere', 'Snacks', 'Atlantis', '', '', ''],
    ]);
    const uploaded = await uploadImportFile(t, agent.token, 'buyers', file);
    const fileId = uploaded.body.data.fileId as string;
    const preview = await callApi(t, consoleBuyerImportCalls.preview, { fileId }, { token: agent.token });
    expect(preview.body.data).toMatchObject({ totalRows: 5, validCount: 2, invalidCount: 3 });
    const errors = new Map(preview.body.data.rows.map((row) => [row.row, row.errors]));
    expect(errors.get(2)).toEqual({ email: 'An account with this email exists already' });
    expect(errors.get(4)).toEqual({ email: 'This email is already on row 1 of the file' });
    expect(errors.get(5)).toMatchObject({
      email: 'Please enter a valid email address',
      category: 'Write one of the six main categories (its code or its name)',
      country: 'Write a country code (such as JP) or the country’s name',
    });

    const job = await importAndRun(consoleBuyerImportCalls, agent.token, fileId);
    expect(job).toMatchObject({ state: 'done', createdCount: 2, updatedCount: 0, refusedCount: 3 });
    await t.ctx.background.idle();

    const made = await t.ctx.db
      .select({ email: users.email, country: users.country, lang: users.lang, buyer: buyers })
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(inArray(users.email, ['mei.chen@osaka-select.test', 'li.wei@shanghai-imports.test']))
      .orderBy(asc(users.email));
    expect(made).toMatchObject([
      {
        email: 'li.wei@shanghai-imports.test',
        country: 'CN',
        lang: 'en',
        buyer: { mainCategory: 'mother_baby', city: 'Shanghai', companyName: 'Shanghai Imports' },
      },
      {
        email: 'mei.chen@osaka-select.test',
        country: 'JP',
        lang: 'ja',
        buyer: { mainCategory: 'food_beverage', interestedBrands: ['Bee Kingdom', 'Sunbay'] },
      },
    ]);
    const invitations = (await t.ctx.db.select().from(mailOutbox)).filter((mail) =>
      LANGS.some((lang) => mail.subject === translate(lang, 'mail.buyerInviteSubject')),
    );
    const invited = invitations.filter((mail) =>
      ['mei.chen@osaka-select.test', 'li.wei@shanghai-imports.test', taken.input.email].includes(mail.to),
    );
    // One mail per account made, each in the buyer's language (the file's, else the importer's).
    expect(invited.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['li.wei@shanghai-imports.test', translate('en', 'mail.buyerInviteSubject')],
      ['mei.chen@osaka-select.test', translate('ja', 'mail.buyerInviteSubject')],
    ]);
    const report = await callApi(t, consoleBuyerImportCalls.rows, { jobId: job.id }, { token: agent.token });
    expect(report.body.data.list.map((row) => [row.row, row.outcome, row.reference])).toEqual([
      [1, 'created', 'mei.chen@osaka-select.test'],
      [2, 'refused', taken.input.email],
      [3, 'created', 'li.wei@shanghai-imports.test'],
      [4, 'refused', 'mei.chen@osaka-select.test'],
      [5, 'refused', 'bad-email'],
    ]);
  });

  it('refuses at import time an email that got an account after the preview', async () => {
    const email = 'late.comer@example-buyer.test';
    const uploaded = await uploadImportFile(
      t,
      agent.token,
      'buyers',
      csvOf([HEADER, [email, 'Late Comer', 'Late Co', 'food_beverage', 'JP', '', '', '']]),
    );
    const fileId = uploaded.body.data.fileId as string;
    const started = await callApi(t, consoleBuyerImportCalls.start, { fileId }, { token: agent.token });
    expect(started.body.code).toBe(0);
    // Someone makes the account meanwhile.
    const again = await uploadImportFile(
      t,
      agent.token,
      'buyers',
      csvOf([HEADER, [email, 'Late Comer', 'Late Co', 'food_beverage', 'JP', '', '', '']]),
      'again.csv',
    );
    await callApi(
      t,
      consoleBuyerImportCalls.start,
      { fileId: again.body.data.fileId },
      { token: agent.token },
    );
    await t.ctx.jobs.runNow(RUN_IMPORTS_JOB);
    const first = await callApi(
      t,
      consoleBuyerImportCalls.info,
      { jobId: started.body.data.id },
      { token: agent.token },
    );
    expect(first.body.data).toMatchObject({ state: 'done', createdCount: 1 });
    const list = await callApi(t, consoleBuyerImportCalls.list, {}, { token: agent.token });
    const second = list.body.data.list.find((job) => job.fileName === 'again.csv');
    expect(second).toMatchObject({ state: 'done', createdCount: 0, refusedCount: 1 });
    const rows = await callApi(
      t,
      consoleBuyerImportCalls.rows,
      { jobId: second?.id ?? 0 },
      { token: agent.token },
    );
    expect(rows.body.data.list[0]?.messages).toEqual({ email: 'An account with this email exists already' });
    await t.ctx.background.idle();
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
  });
});
