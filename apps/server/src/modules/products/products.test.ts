import {
  apiPaths,
  type MasterProduct,
  type Page,
  type Product,
  type Quotation,
  type Quote,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeMasterProducts, upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let masterIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  masterIds = await makeMasterProducts(t, [
    { barcode: '036000291452', name: 'Manuka Honey UMF 10+ 250 g', brand: 'Bee Kingdom', mid: 'BK-250' },
    { barcode: '4006381333931', name: 'Raw Clover Honey 500 g', brand: 'Bee Kingdom', mid: 'BK-500' },
    { barcode: '96385074', name: 'Whole Milk Powder 1 kg', brand: 'Milky Clover', category: 'fb_dairy' },
  ]);
});
afterAll(() => t.close());

const validProduct = { barcode: '4006381333931', mid: 'OWN-1', name: 'Wildflower Honey' };

describe('master catalogue', () => {
  it('finds a product by barcode with or without leading zeros', async () => {
    const { token } = await signUpAndLogIn(t);
    for (const barcode of ['036000291452', '0036000291452', '36000291452']) {
      const found = await call<Page<MasterProduct>>(t, apiPaths.masterProductList, { barcode }, { token });
      expect(
        found.body.data.list.map((p) => p.name),
        barcode,
      ).toEqual(['Manuka Honey UMF 10+ 250 g']);
    }
  });

  it('searches by words, MID, category (with its sub-categories) and brand, with totals', async () => {
    const { token } = await signUpAndLogIn(t);
    const byWords = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { keyword: 'honey bee' },
      { token },
    );
    expect(byWords.body.data.total).toBe(2);
    const byMid = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { mid: 'bk-500' },
      { token },
    );
    expect(byMid.body.data.list.map((p) => p.barcode)).toEqual(['4006381333931']);
    const tree = await call<{ value: number; label: string }[]>(t, apiPaths.categoryLinkage, {}, { token });
    const nutrition = tree.body.data.find((c) => c.label === 'Nutrition & Health');
    const byCategory = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { categoryId: nutrition?.value },
      { token },
    );
    expect(byCategory.body.data.total).toBe(2);
    expect(byCategory.body.data.list[0]?.categoryPath).toEqual([
      'Nutrition & Health',
      'Honey & Bee Products',
    ]);
    const byBrand = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { brand: 'Milky Clover' },
      { token },
    );
    expect(byBrand.body.data.list.map((p) => p.name)).toEqual(['Whole Milk Powder 1 kg']);
    const paged = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { pageSize: 1, pageIndex: 2 },
      { token },
    );
    expect(paged.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    const pastTheEnd = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { pageSize: 10, pageIndex: 9 },
      { token },
    );
    expect(pastTheEnd.body.data).toMatchObject({ list: [], total: 3 });
  });

  it('links a master product once and then shows it as in my list', async () => {
    const { token } = await signUpAndLogIn(t);
    const linked = await call<Product>(
      t,
      apiPaths.myProductLink,
      { masterProductId: masterIds[0] },
      { token },
    );
    expect(linked.body.data).toMatchObject({
      kind: 'linked',
      name: 'Manuka Honey UMF 10+ 250 g',
      brand: 'Bee Kingdom',
      quoteStatus: 'none',
    });
    const again = await call(t, apiPaths.supplierProductLink, { masterProductId: masterIds[0] }, { token });
    expect(again.body).toMatchObject({ code: 2001, msg: 'This product is already in your list' });
    const search = await call<Page<MasterProduct>>(
      t,
      apiPaths.masterProductList,
      { barcode: '036000291452' },
      { token },
    );
    expect(search.body.data.list[0]?.myProductId).toBe(linked.body.data.id);
  });
});

describe('my products', () => {
  it('creates an own product with images and specs, edits it, and lists it', async () => {
    const { token } = await signUpAndLogIn(t);
    const image = await upload(t, token, await imageBytes('png'), 'front.png');
    const image2 = await upload(t, token, await imageBytes('jpeg'), 'back.jpg');
    expect(image.body.code).toBe(0);
    const created = await call<Product>(
      t,
      apiPaths.myProductCreate,
      {
        ...validProduct,
        imageIds: [image.body.data.fileId, image2.body.data.fileId],
        specs: ['500 g', 'Glass jar'],
        unitsPerCase: 12,
        origin: 'NZ',
      },
      { token },
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      kind: 'own',
      specs: ['500 g', 'Glass jar'],
      unitsPerCase: 12,
      origin: 'NZ',
    });
    expect(created.body.data.images.map((i) => i.name)).toEqual(['front.png', 'back.jpg']);
    const updated = await call<Product>(
      t,
      apiPaths.myProductUpdate,
      { ...validProduct, id: created.body.data.id, name: 'Wildflower Honey 1 kg', specs: ['1 kg'] },
      { token },
    );
    expect(updated.body.data).toMatchObject({ name: 'Wildflower Honey 1 kg', specs: ['1 kg'], images: [] });
    const list = await call<Page<Product>>(t, apiPaths.myProductList, { keyword: 'wildflower' }, { token });
    expect(list.body.data.list.map((p) => p.id)).toEqual([created.body.data.id]);
    const all = await call<Product[]>(t, apiPaths.myProductListNoPage, {}, { token });
    expect(all.body.data).toHaveLength(1);
  });

  it('requires UPC/EAN, MID and name, and checks the barcode digit', async () => {
    const { token } = await signUpAndLogIn(t);
    const empty = await call(t, apiPaths.myProductCreate, {}, { token });
    expect((empty.body.data as { fields: Record<string, string> }).fields).toMatchObject({
      barcode: 'Please enter the UPC/EAN',
      mid: 'Please enter the manufacturer ID (MID)',
      name: 'Please enter the product name',
    });
    const badDigit = await call(
      t,
      apiPaths.myProductCreate,
      { ...validProduct, barcode: '4006381333932' },
      { token, lang: 'zh-CN' },
    );
    expect((badDigit.body.data as { fields: Record<string, string> }).fields.barcode).toBe(
      '请输入校验位正确的 UPC-A（12 位）、EAN-13 或 EAN-8',
    );
  });

  it('keeps each supplier to its own products, quotes and files, by any id', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const image = await upload(t, a.token, await imageBytes(), 'secret.png');
    const product = await call<Product>(
      t,
      apiPaths.myProductCreate,
      { ...validProduct, imageIds: [image.body.data.fileId] },
      { token: a.token },
    );
    const quote = await call<Quote>(
      t,
      apiPaths.quoteCreate,
      {
        productId: product.body.data.id,
        price: '9.5',
        currency: 'USD',
        terms: 'FOB',
        expiresOn: '2099-01-01',
      },
      { token: a.token },
    );
    const id = product.body.data.id;
    for (const [path, body] of [
      [apiPaths.myProductInfo, { id }],
      [apiPaths.myProductUpdate, { ...validProduct, id }],
      [apiPaths.myProductDelete, { id }],
      [apiPaths.quoteGetOne, { productId: id }],
      [apiPaths.quoteInfo, { id: quote.body.data.id }],
      [apiPaths.quoteDelete, { id: quote.body.data.id }],
      [
        apiPaths.quoteCreate,
        { productId: id, price: '1', currency: 'USD', terms: 'FOB', expiresOn: '2099-01-01' },
      ],
    ] as const) {
      const attempt = await call(t, path, body, { token: b.token });
      expect(attempt.body.code, path).toBe(2000);
    }
    expect(
      (await call<Page<Product>>(t, apiPaths.myProductList, {}, { token: b.token })).body.data.total,
    ).toBe(0);
    expect((await call<Page<Quote>>(t, apiPaths.quoteList, {}, { token: b.token })).body.data.total).toBe(0);
    const stolenImage = await call(
      t,
      apiPaths.myProductCreate,
      { ...validProduct, imageIds: [image.body.data.fileId] },
      { token: b.token },
    );
    expect(stolenImage.body.code).toBe(1000);
    expect((await call(t, apiPaths.myProductInfo, { id }, { token: a.token })).body.code).toBe(0);
  });

  it('deletes a product with its quotes', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await call<Product>(t, apiPaths.myProductCreate, validProduct, { token });
    await call(
      t,
      apiPaths.quoteCreate,
      { productId: product.body.data.id, price: '3', currency: 'EUR', terms: 'CIF', expiresOn: '2099-12-31' },
      { token },
    );
    expect((await call(t, apiPaths.myProductDelete, { id: product.body.data.id }, { token })).body.code).toBe(
      0,
    );
    expect((await call(t, apiPaths.myProductInfo, { id: product.body.data.id }, { token })).body.code).toBe(
      2000,
    );
    expect((await call<Page<Quote>>(t, apiPaths.quoteList, {}, { token })).body.data.total).toBe(0);
  });
});

describe('deleting a product buyers can still meet', () => {
  it('refuses while it is in the showroom or an open quotation, saying why, and allows it after', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = (await call<Product>(t, apiPaths.myProductCreate, validProduct, { token })).body.data;
    const remove = (lang = 'en') =>
      call(t, apiPaths.myProductDelete, { id: product.id }, { token, lang }).then((r) => r.body);

    await call(t, apiPaths.showroomExhibitAdd, { productIds: [product.id] }, { token });
    expect(await remove()).toMatchObject({
      code: 2002,
      msg: 'This product cannot be deleted: it is displayed in your showroom. Remove it from the showroom first.',
    });
    const quotation = await call<{ id: number; number: string }>(
      t,
      apiPaths.quotationCreate,
      {
        name: 'Honey list',
        terms: 'FOB',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: '2099-12-31',
        lines: [{ productId: product.id, price: '9.80' }],
      },
      { token },
    );
    const number = quotation.body.data.number;
    expect((await remove('zh-CN')).msg).toBe(
      `无法删除该产品：该产品正在您的展厅中展示，并被未过期的报价单 ${number} “Honey list” 使用，请先从两处移除。`,
    );
    await call(t, apiPaths.showroomExhibitRemove, { productId: product.id }, { token });
    expect((await remove()).msg).toContain(`used by your open quotation ${number} “Honey list”`);

    // An expired quotation keeps its own copy of the product: deleting is allowed then.
    await t.ctx.db
      .update(quotations)
      .set({ expiresOn: '2020-01-01' })
      .where(eq(quotations.id, quotation.body.data.id));
    expect((await remove()).code).toBe(0);
    const kept = await call<Quotation>(t, apiPaths.quotationInfo, { id: quotation.body.data.id }, { token });
    expect(kept.body.data.lines[0]).toMatchObject({ productId: null, productName: 'Wildflower Honey' });
  });
});

describe('product quotes', () => {
  it('quotes a product with an exact decimal price and shows it on the product', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await call<Product>(t, apiPaths.myProductCreate, validProduct, { token });
    const quote = await call<Quote>(
      t,
      apiPaths.quoteCreate,
      {
        productId: product.body.data.id,
        price: '12.3450',
        currency: 'USD',
        terms: 'FOB',
        expiresOn: '2099-06-30',
      },
      { token },
    );
    expect(quote.body.data).toMatchObject({
      price: '12.345',
      currency: 'USD',
      terms: 'FOB',
      expiresOn: '2099-06-30',
      isExpired: false,
    });
    const current = await call<Quote>(
      t,
      apiPaths.quoteGetOne,
      { productId: product.body.data.id },
      { token },
    );
    expect(current.body.data.id).toBe(quote.body.data.id);
    expect(
      (await call<Product>(t, apiPaths.myProductInfo, { id: product.body.data.id }, { token })).body.data
        .quoteStatus,
    ).toBe('active');
    const changed = await call<Quote>(
      t,
      apiPaths.quoteUpdate,
      { id: quote.body.data.id, price: '11', currency: 'EUR', terms: 'CIF', expiresOn: '2099-07-31' },
      { token },
    );
    expect(changed.body.data).toMatchObject({ price: '11', currency: 'EUR', terms: 'CIF' });
  });

  it('requires price, terms and expiration date, and refuses a date in the past', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await call<Product>(t, apiPaths.myProductCreate, validProduct, { token });
    const empty = await call(t, apiPaths.quoteCreate, { productId: product.body.data.id }, { token });
    expect((empty.body.data as { fields: Record<string, string> }).fields).toMatchObject({
      price: 'Please enter the price',
      terms: 'Please select the terms of delivery',
      expiresOn: 'Please select the quotation expiration date',
    });
    const past = await call(
      t,
      apiPaths.quoteCreate,
      { productId: product.body.data.id, price: '1', currency: 'USD', terms: 'FOB', expiresOn: '2020-01-01' },
      { token },
    );
    expect((past.body.data as { fields: Record<string, string> }).fields.expiresOn).toBe(
      'The expiration date must be today or later',
    );
  });

  it('marks a quote whose date has passed as expired', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await call<Product>(t, apiPaths.myProductCreate, validProduct, { token });
    const quote = await call<Quote>(
      t,
      apiPaths.quoteCreate,
      { productId: product.body.data.id, price: '5', currency: 'USD', terms: 'EXW', expiresOn: '2099-01-01' },
      { token },
    );
    const { productQuotes } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db
      .update(productQuotes)
      .set({ expiresOn: '2021-05-05' })
      .where(eq(productQuotes.id, quote.body.data.id));
    expect(
      (await call<Quote>(t, apiPaths.quoteInfo, { id: quote.body.data.id }, { token })).body.data.isExpired,
    ).toBe(true);
    expect(
      (await call<Product>(t, apiPaths.myProductInfo, { id: product.body.data.id }, { token })).body.data
        .quoteStatus,
    ).toBe('expired');
  });
});

describe('reference data', () => {
  it('serves Incoterms, currencies, units, places, countries and languages in the caller language', async () => {
    const { token } = await signUpAndLogIn(t);
    const terms = await call<{ value: string }[]>(t, apiPaths.quotationTerms, {}, { token });
    expect(terms.body.data.map((o) => o.value)).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    const currencies = await call<{ value: string; label: string }[]>(
      t,
      apiPaths.currencyTypes,
      {},
      { token, lang: 'zh-CN' },
    );
    expect(currencies.body.data).toContainEqual({ value: 'USD', label: 'USD · 美元' });
    const units = await call<{ value: string; label: string }[]>(
      t,
      apiPaths.unitMeasures,
      {},
      { token, lang: 'ja' },
    );
    expect(units.body.data.map((u) => u.value)).toEqual(['unit', 'pack', 'case', 'pallet']);
    const places = await call<{ value: string; label: string }[]>(
      t,
      apiPaths.quotationPlaces,
      {},
      { token, lang: 'zh-CN' },
    );
    expect(places.body.data).toContainEqual({ value: 'shanghai', label: '上海' });
    const countries = await call<{ value: string; label: string }[]>(
      t,
      apiPaths.originCountries,
      {},
      { token },
    );
    expect(countries.body.data).toContainEqual({ value: 'NZ', label: 'New Zealand' });
    const languages = await call<{ value: string; label: string }[]>(
      t,
      apiPaths.languageTypes,
      {},
      { token, lang: 'ja' },
    );
    expect(languages.body.data).toContainEqual({ value: 'en', label: '英語' });
    const tree = await call<{ label: string; children?: unknown[] }[]>(
      t,
      apiPaths.categoryLinkage,
      {},
      { token, lang: 'zh-CN' },
    );
    expect(tree.body.data.map((c) => c.label)).toEqual([
      '食品饮料',
      '美妆个护',
      '服装鞋包',
      '家居生活',
      '母婴',
      '营养保健',
    ]);
    expect(tree.body.data.every((c) => (c.children?.length ?? 0) >= 4)).toBe(true);
    const brands = await call<{ value: string }[]>(t, apiPaths.brandSelect, { keyword: 'bee' }, { token });
    expect(brands.body.data.map((b) => b.value)).toEqual(['Bee Kingdom']);
  });
});
