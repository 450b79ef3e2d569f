import {
  API_BASE,
  type ConsoleMasterProductDetail,
  catalogueCalls,
  consoleCatalogueCalls,
  consoleCatalogueUpload,
  ErrorCode,
  type MasterProductInput,
  productCalls,
} from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  buyerProducts,
  categories,
  masterProducts,
  rfqs,
  supplierProducts,
} from '../../db/schema/index.js';
import { makeBuyerAndLogIn, makeBuyers } from '../../test/buyerFactories.js';
import { call, callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeMasterProducts, postMultipart } from '../../test/productFactories.js';
import { postRfq, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let honeyId: number;
let brandId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = await makeStaffAndLogIn(t, { realName: 'Lena Fischer', roleCode: 'catalogue_editor' });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  [honeyId] = (await makeMasterProducts(t, [
    { barcode: '9415007001234', name: 'Seed Honey 250 g', brand: 'Bee Kingdom', mid: 'BK-SEED' },
  ])) as [number];
  const [brand] = await t.ctx.db
    .select({ brandId: masterProducts.brandId })
    .from(masterProducts)
    .where(eq(masterProducts.id, honeyId ?? 0));
  brandId = brand?.brandId ?? 0;
});
afterAll(() => t.close());

const categoryId = async (code: string) =>
  (await t.ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.code, code)))[0]?.id ??
  0;

async function productInput(overrides: Partial<MasterProductInput> = {}): Promise<MasterProductInput> {
  return {
    barcode: '4006381333931',
    mid: 'PT-500',
    name: 'Pohutukawa Honey 500 g',
    brandId,
    categoryId: await categoryId('nh_manuka'),
    origin: 'NZ',
    specs: ['500 g jar', '12 jars per case'],
    ...overrides,
  };
}

async function created(overrides: Partial<MasterProductInput> = {}): Promise<ConsoleMasterProductDetail> {
  const result = await callApi(t, consoleCatalogueCalls.productCreate, await productInput(overrides), {
    token: editor.token,
  });
  if (result.body.code !== 0) throw new Error(`create failed: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

const searchNames = async (token: string, query: { keyword?: string; barcode?: string }) =>
  (await callApi(t, catalogueCalls.search, query, { token })).body.data.list.map((p) => p.name);

const auditOf = (targetId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'master_product'), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id));

describe('console catalogue permission', () => {
  it('refuses every catalogue call and upload to a support agent and a supplier, and serves the catalogue editor', async () => {
    const supplier = await signUpAndLogIn(t);
    for (const token of [agent.token, supplier.token]) {
      for (const [name, catalogueCall] of Object.entries(consoleCatalogueCalls)) {
        const refused = await call(t, catalogueCall.path, {}, { token });
        expect(refused.status, name).toBe(403);
        expect(refused.body.code, name).toBe(ErrorCode.FORBIDDEN);
      }
      const upload = await postMultipart(
        t,
        token,
        `${API_BASE}${consoleCatalogueUpload.path}`,
        {},
        { bytes: await imageBytes(), fileName: 'honey.png' },
      );
      expect(upload.status).toBe(403);
    }
    expect(await t.ctx.db.select().from(masterProducts)).toHaveLength(1);
    const listed = await callApi(t, consoleCatalogueCalls.productList, {}, { token: editor.token });
    expect(listed.body.code).toBe(0);
    expect(listed.body.data.list.map((p) => p.name)).toContain('Seed Honey 250 g');
    const tree = await callApi(t, consoleCatalogueCalls.categoryTree, {}, { token: editor.token });
    expect(tree.body.data).toHaveLength(6);
  });
});

describe('master products', () => {
  it('creates a product with a picture that suppliers find by its barcode with or without leading zeros, audited', async () => {
    const picture = await postMultipart(
      t,
      editor.token,
      `${API_BASE}${consoleCatalogueUpload.path}`,
      {},
      { bytes: await imageBytes(), fileName: 'pohutukawa.png' },
    );
    expect(picture.body.code).toBe(0);
    const product = await created({
      barcode: '0012345678905',
      mid: 'PT-350',
      imageIds: [picture.body.data.fileId],
    });
    expect(product).toMatchObject({
      name: 'Pohutukawa Honey 500 g',
      brand: { id: brandId, name: 'Bee Kingdom' },
      categoryPath: ['Nutrition & Health', 'Honey & Bee Products'],
      state: 'active',
      linkedSuppliers: 0,
      sameBarcode: [],
    });
    expect(product.images[0]?.thumbUrl).toBeTruthy();
    const supplier = await signUpAndLogIn(t);
    for (const barcode of ['0012345678905', '012345678905', '12345678905'])
      expect(await searchNames(supplier.token, { barcode }), barcode).toEqual(['Pohutukawa Honey 500 g']);
    expect(await searchNames(supplier.token, { keyword: 'pohutukawa kingdom' })).toEqual([
      'Pohutukawa Honey 500 g',
    ]);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'catalogue.product.create', actorName: 'Lena Fischer' });
    // The console finds it the same ways, and by MID.
    for (const keyword of ['12345678905', 'pt-350', 'pohutukawa']) {
      const found = await callApi(t, consoleCatalogueCalls.productList, { keyword }, { token: editor.token });
      expect(
        found.body.data.list.map((p) => p.id),
        keyword,
      ).toEqual([product.id]);
    }
  });

  it('refuses a barcode another active product has (its UPC-A or EAN-13 form) and a wrong check digit, on the field', async () => {
    await created({ barcode: '036000291452', mid: 'UPC-1', name: 'Manuka Honey UMF 10+' });
    const taken = await callApi(
      t,
      consoleCatalogueCalls.productCreate,
      await productInput({ barcode: '0036000291452', mid: 'DUP-1' }),
      { token: editor.token, lang: 'en' },
    );
    expect(taken.body.code).toBe(ErrorCode.MASTER_BARCODE_TAKEN);
    expect(fieldsOf(taken).barcode).toMatch(/already has this UPC\/EAN/);
    const badDigit = await callApi(
      t,
      consoleCatalogueCalls.productCreate,
      await productInput({ barcode: '4006381333932' }),
      { token: editor.token },
    );
    expect(badDigit.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(badDigit)).toHaveProperty('barcode');
    const noBrand = await callApi(
      t,
      consoleCatalogueCalls.productCreate,
      await productInput({ barcode: '96385074', brandId: 2_000_000 }),
      { token: editor.token },
    );
    expect(fieldsOf(noBrand)).toHaveProperty('brandId');
    // Someone else's picture cannot become a catalogue picture.
    const notOurs = await callApi(
      t,
      consoleCatalogueCalls.productCreate,
      await productInput({ barcode: '96385074', imageIds: ['not-a-platform-file'] }),
      { token: editor.token },
    );
    expect(fieldsOf(notOurs)).toHaveProperty('imageIds');
  });

  it("brings an edit into suppliers' searches at once (the shared search window is dropped)", async () => {
    const product = await created({ barcode: '5000112637922', mid: 'ED-1', name: 'Rata Honey 1 kg' });
    const supplier = await signUpAndLogIn(t);
    // Searching first keeps this search's window for every supplier (10 s).
    expect(await searchNames(supplier.token, { keyword: 'kamahi' })).toEqual([]);
    const saved = await callApi(
      t,
      consoleCatalogueCalls.productUpdate,
      {
        ...(await productInput({ barcode: '5000112637922', mid: 'ED-1' })),
        id: product.id,
        name: 'Kamahi Honey 1 kg',
      },
      { token: editor.token },
    );
    expect(saved.body.data.name).toBe('Kamahi Honey 1 kg');
    expect(await searchNames(supplier.token, { keyword: 'kamahi' })).toEqual(['Kamahi Honey 1 kg']);
    const [, update] = await auditOf(product.id);
    expect(update).toMatchObject({ action: 'catalogue.product.update' });
    expect(update?.details).toMatchObject({
      changes: { name: { from: 'Rata Honey 1 kg', to: 'Kamahi Honey 1 kg' } },
    });
  });

  it("shows an edit to a product a supplier's search still finds at once (its kept page is dropped too)", async () => {
    const product = await created({ barcode: '5000112637939', mid: 'ED-2', name: 'Tawari Honey 1 kg' });
    const supplier = await signUpAndLogIn(t);
    expect(await searchNames(supplier.token, { keyword: 'tawari' })).toEqual(['Tawari Honey 1 kg']);
    await callApi(
      t,
      consoleCatalogueCalls.productUpdate,
      {
        ...(await productInput({ barcode: '5000112637939', mid: 'ED-2' })),
        id: product.id,
        name: 'Tawari Honey 500 g',
      },
      { token: editor.token },
    );
    expect(await searchNames(supplier.token, { keyword: 'tawari' })).toEqual(['Tawari Honey 500 g']);
  });

  it('retires a product: out of searches, no new link, linked copies stay marked; restoring undoes it', async () => {
    const product = await created({ barcode: '4902430698313', mid: 'RT-1', name: 'Clover Honey 340 g' });
    const linker = await signUpAndLogIn(t);
    const latecomer = await signUpAndLogIn(t);
    const linked = await callApi(
      t,
      productCalls.link,
      { masterProductId: product.id },
      { token: linker.token },
    );
    expect(linked.body.data.retiredFromCatalogue).toBe(false);
    expect(await searchNames(latecomer.token, { barcode: '4902430698313' })).toEqual(['Clover Honey 340 g']);

    const retired = await callApi(
      t,
      consoleCatalogueCalls.productRetire,
      { id: product.id, retired: true },
      { token: editor.token },
    );
    expect(retired.body.data).toMatchObject({ state: 'retired', linkedSuppliers: 1 });
    expect(await searchNames(latecomer.token, { barcode: '4902430698313' })).toEqual([]);
    const refused = await callApi(
      t,
      productCalls.link,
      { masterProductId: product.id },
      { token: latecomer.token, lang: 'en' },
    );
    expect(refused.body).toMatchObject({
      code: ErrorCode.MASTER_PRODUCT_RETIRED,
      msg: 'This product is no longer in the platform catalogue.',
    });
    const mine = await callApi(t, productCalls.list, {}, { token: linker.token });
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ id: linked.body.data.id, kind: 'linked', retiredFromCatalogue: true }),
    ]);
    const info = await callApi(t, productCalls.info, { id: linked.body.data.id }, { token: linker.token });
    expect(info.body.data.retiredFromCatalogue).toBe(true);
    const retiredList = await callApi(
      t,
      consoleCatalogueCalls.productList,
      { state: 'retired', keyword: '4902430698313' },
      { token: editor.token },
    );
    expect(retiredList.body.data.list.map((p) => p.id)).toEqual([product.id]);

    await callApi(
      t,
      consoleCatalogueCalls.productRetire,
      { id: product.id, retired: false },
      { token: editor.token },
    );
    expect(await searchNames(latecomer.token, { barcode: '4902430698313' })).toEqual(['Clover Honey 340 g']);
    const again = await callApi(t, productCalls.info, { id: linked.body.data.id }, { token: linker.token });
    expect(again.body.data.retiredFromCatalogue).toBe(false);
    expect((await auditOf(product.id)).map((e) => e.action)).toEqual([
      'catalogue.product.create',
      'catalogue.product.retire',
      'catalogue.product.restore',
    ]);
  });
});

describe('merging duplicates', () => {
  it('moves every link to the kept product in one audited change and retires the duplicate', async () => {
    // Duplicates come from older data (the console refuses a second product with a barcode).
    const [keepId = 0, dupId = 0] = await makeMasterProducts(t, [
      { barcode: '036000241457', name: 'Kiwi Crackers 200 g', brand: 'Bee Kingdom', mid: 'KC-1' },
      { barcode: '0036000241457', name: 'Kiwi crackers (200g)', brand: 'Bee Kingdom', mid: 'KC-1B' },
    ]);
    const [onlyKeep, onlyDup, both] = [
      await signUpAndLogIn(t),
      await signUpAndLogIn(t),
      await signUpAndLogIn(t),
    ];
    const link = async (token: string, masterProductId: number) =>
      (await callApi(t, productCalls.link, { masterProductId }, { token })).body.data.id;
    await link(onlyKeep.token, keepId);
    const movedCopy = await link(onlyDup.token, dupId);
    const keptCopyOfKeep = await link(both.token, keepId);
    const keptCopyOfDup = await link(both.token, dupId);
    const hour = 3_600_000;
    const [wantsDup = 0, wantsBoth = 0] = await makeBuyers(t, [
      { products: [{ masterProductId: dupId, kind: 'purchasing', at: new Date(Date.now() - hour) }] },
      {
        products: [
          { masterProductId: keepId, kind: 'inquired', at: new Date(Date.now() - 5 * hour) },
          { masterProductId: dupId, kind: 'inquired', at: new Date(Date.now() - hour) },
        ],
      },
    ]);
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(
      t,
      buyer.token,
      rfqInput(await categoryId('fb_snacks'), { productName: 'Kiwi crackers', masterProductId: dupId }),
    );

    const groups = await callApi(t, consoleCatalogueCalls.duplicates, {}, { token: editor.token });
    const group = groups.body.data.list.find((g) => g.barcodeKey === '36000241457');
    expect(group?.products.map((p) => [p.id, p.linkedSuppliers, p.wantedByBuyers, p.rfqs])).toEqual([
      [keepId, 2, 1, 0],
      [dupId, 2, 2, 1],
    ]);
    const info = await callApi(t, consoleCatalogueCalls.productInfo, { id: keepId }, { token: editor.token });
    expect(info.body.data.sameBarcode.map((p) => p.id)).toEqual([dupId]);

    const merged = await callApi(
      t,
      consoleCatalogueCalls.merge,
      { keepId, mergeIds: [dupId] },
      { token: editor.token },
    );
    expect(merged.body.data.moved).toEqual({
      supplierLinks: 1,
      supplierCopiesKept: 1,
      buyerProducts: 2,
      rfqs: 1,
    });
    expect(merged.body.data.product).toMatchObject({
      id: keepId,
      linkedSuppliers: 3,
      wantedByBuyers: 2,
      rfqs: 1,
    });

    const masterOf = async (id: number) =>
      (await t.ctx.db.select().from(supplierProducts).where(eq(supplierProducts.id, id)))[0]?.masterProductId;
    expect(await masterOf(movedCopy)).toBe(keepId);
    expect(await masterOf(keptCopyOfKeep)).toBe(keepId);
    expect(await masterOf(keptCopyOfDup)).toBe(dupId);
    // The company that linked both keeps both copies; the duplicate's is marked.
    const bothList = await callApi(t, productCalls.list, {}, { token: both.token });
    expect(
      bothList.body.data.list
        .map((p) => [p.id, p.retiredFromCatalogue])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [keptCopyOfKeep, false],
      [keptCopyOfDup, true],
    ]);
    const interests = await t.ctx.db
      .select()
      .from(buyerProducts)
      .where(eq(buyerProducts.masterProductId, keepId))
      .orderBy(asc(buyerProducts.buyerId));
    expect(interests.map((row) => [row.buyerId, row.kind])).toEqual([
      [wantsDup, 'purchasing'],
      [wantsBoth, 'inquired'],
    ]);
    // A buyer who had both keeps one row, at the later time.
    expect(interests[1]?.at.getTime()).toBeGreaterThan(Date.now() - 2 * hour);
    expect(
      await t.ctx.db.select().from(buyerProducts).where(eq(buyerProducts.masterProductId, dupId)),
    ).toEqual([]);
    const [rfqRow] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(rfqRow?.masterProductId).toBe(keepId);
    const [dupRow] = await t.ctx.db.select().from(masterProducts).where(eq(masterProducts.id, dupId));
    expect(dupRow).toMatchObject({ mergedIntoId: keepId });
    expect(dupRow?.retiredAt).toBeInstanceOf(Date);

    const [entry] = (await auditOf(keepId)).filter((e) => e.action === 'catalogue.product.merge');
    expect(entry?.details).toMatchObject({ merged: [{ id: dupId }], moved: merged.body.data.moved });
    const supplier = await signUpAndLogIn(t);
    expect(await searchNames(supplier.token, { barcode: '036000241457' })).toEqual(['Kiwi Crackers 200 g']);
    const groupsAfter = await callApi(t, consoleCatalogueCalls.duplicates, {}, { token: editor.token });
    expect(groupsAfter.body.data.list.map((g) => g.barcodeKey)).not.toContain('36000241457');
    // A merged product stays merged: no second merge, no restore, no edit.
    const again = await callApi(
      t,
      consoleCatalogueCalls.merge,
      { keepId, mergeIds: [dupId] },
      { token: editor.token },
    );
    expect(again.body.code).toBe(ErrorCode.MASTER_PRODUCT_MERGED);
    const restore = await callApi(
      t,
      consoleCatalogueCalls.productRetire,
      { id: dupId, retired: false },
      { token: editor.token },
    );
    expect(restore.body.code).toBe(ErrorCode.MASTER_PRODUCT_MERGED);
    const detail = await callApi(
      t,
      consoleCatalogueCalls.productInfo,
      { id: dupId },
      { token: editor.token },
    );
    expect(detail.body.data.mergedInto).toEqual({ id: keepId, name: 'Kiwi Crackers 200 g' });
  });

  it('refuses to keep a product that is itself in the merge, and merges nothing then', async () => {
    const refused = await callApi(
      t,
      consoleCatalogueCalls.merge,
      { keepId: honeyId, mergeIds: [honeyId] },
      { token: editor.token },
    );
    expect(refused.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(refused)).toHaveProperty('mergeIds');
  });
});
