import {
  apiPaths,
  type Page,
  type Product,
  type Quotation,
  type QuotationInput,
  type QuotationOption,
  type QuotationSummary,
  type Quote,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { seedDemoQuotations } from '../../db/seedDemoQuotations.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { findOpenQuotationsUsingProduct } from './quotations.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YEAR = new Date().getUTCFullYear();
/** The field errors of a refused call. */
const fieldsOf = (result: { body: { data: unknown } }) =>
  (result.body.data as { fields: Record<string, string> }).fields;

/** A supplier with two products of its own (the first with specs, units and shelf life). */
async function supplierWithProducts() {
  const account = await signUpAndLogIn(t);
  const honey = await call<Product>(
    t,
    apiPaths.myProductCreate,
    {
      barcode: '4006381333931',
      mid: 'HN-500',
      name: 'Manuka Honey 500 g',
      brand: 'Bee Kingdom',
      specs: ['500 g jar', '250 g jar'],
      unitsPerPack: 1,
      unitsPerCase: 12,
      casesPerPallet: 80,
      shelfLifeDays: 720,
    },
    { token: account.token },
  );
  const crackers = await call<Product>(
    t,
    apiPaths.myProductCreate,
    { barcode: '96385074', mid: 'OC-200', name: 'Oat Crackers 200 g' },
    { token: account.token },
  );
  if (honey.body.code !== 0 || crackers.body.code !== 0) throw new Error('product setup failed');
  return { ...account, honey: honey.body.data, crackers: crackers.body.data };
}

function quotationInput(productIds: number[], overrides: Partial<QuotationInput> = {}): QuotationInput {
  return {
    name: 'Spring price list',
    terms: 'FOB',
    place: 'shanghai',
    currency: 'USD',
    expiresOn: `${YEAR + 1}-06-30`,
    remark: 'Prices include export cartons',
    note: 'Margin 18 %',
    lines: productIds.map((productId) => ({ productId, price: '12.50' })),
    ...overrides,
  };
}

async function create(token: string, input: QuotationInput) {
  return call<Quotation>(t, apiPaths.quotationCreate, input, { token });
}

describe('creating a quotation', () => {
  it('numbers it per company and year, copies the products into its lines and reads it back', async () => {
    const { token, honey, crackers } = await supplierWithProducts();
    const created = await create(token, {
      ...quotationInput([]),
      lines: [
        { productId: honey.id, price: '12.50', moq: 100, priceUnit: 'case', pallet: 'EUR 1200×800' },
        {
          productId: crackers.id,
          price: '0.8125',
          spec: 'Box of 24',
          unitsPerCase: 24,
          packDimensions: '20 × 8 × 4 cm',
          caseDimensions: '42 × 22 × 18 cm',
        },
      ],
    });
    expect(created.body.code).toBe(0);
    const quotation = created.body.data;
    expect(quotation).toMatchObject({
      number: `Q-${YEAR}-0001`,
      version: 1,
      name: 'Spring price list',
      terms: 'FOB',
      place: 'shanghai',
      currency: 'USD',
      expiresOn: `${YEAR + 1}-06-30`,
      isExpired: false,
      lineCount: 2,
      remark: 'Prices include export cartons',
      note: 'Margin 18 %',
    });
    expect(quotation.lines).toEqual([
      {
        id: expect.any(Number),
        productId: honey.id,
        code: '4006381333931',
        brand: 'Bee Kingdom',
        productName: 'Manuka Honey 500 g',
        spec: '500 g jar',
        price: '12.5',
        priceUnit: 'case',
        moq: 100,
        unitsPerPack: 1,
        unitsPerCase: 12,
        casesPerPallet: 80,
        shelfLifeDays: 720,
        packDimensions: null,
        caseDimensions: null,
        pallet: 'EUR 1200×800',
      },
      {
        id: expect.any(Number),
        productId: crackers.id,
        code: '96385074',
        brand: null,
        productName: 'Oat Crackers 200 g',
        spec: 'Box of 24',
        price: '0.8125',
        priceUnit: 'unit',
        moq: null,
        unitsPerPack: null,
        unitsPerCase: 24,
        casesPerPallet: null,
        shelfLifeDays: null,
        packDimensions: '20 × 8 × 4 cm',
        caseDimensions: '42 × 22 × 18 cm',
        pallet: null,
      },
    ]);
    const info = await call<Quotation>(t, apiPaths.quotationInfo, { id: quotation.id }, { token });
    expect(info.body.data).toEqual(quotation);

    const second = await create(token, quotationInput([crackers.id], { name: 'Crackers only' }));
    expect(second.body.data.number).toBe(`Q-${YEAR}-0002`);
  });

  it('gives concurrent creations distinct numbers', async () => {
    const { token, honey } = await supplierWithProducts();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(token, quotationInput([honey.id], { name: `Batch ${i}` }))),
    );
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(results.map((r) => r.body.data.number).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Q-${YEAR}-000${n}`),
    );
  });

  it('requires name, terms and place of delivery, expiration date and at least one product', async () => {
    const { token } = await supplierWithProducts();
    const empty = await call(t, apiPaths.quotationCreate, {}, { token });
    expect(empty.body.code).toBe(1000);
    expect(empty.body.msg).toBe('Please complete the form information');
    expect(fieldsOf(empty)).toMatchObject({
      name: 'Please enter the quotation name',
      terms: 'Please select the terms of delivery',
      place: 'Please select the place of delivery',
      currency: 'Please select the currency',
      expiresOn: 'Please select the quotation expiration date',
      lines: 'Add at least one product',
    });
    const blanks = await call(
      t,
      apiPaths.quotationCreate,
      { ...quotationInput([]), name: '   ', terms: 'XYZ', place: 'paris' },
      { token, lang: 'zh-CN' },
    );
    expect(blanks.body.msg).toBe('请完善表单信息');
    expect(fieldsOf(blanks)).toEqual({
      name: '请输入报价单名称',
      terms: '请选择交货条款',
      place: '请选择交货地点',
      lines: '请至少添加一个产品',
    });
    const ja = await call(t, apiPaths.quotationCreate, quotationInput([]), { token, lang: 'ja' });
    expect(fieldsOf(ja)).toEqual({ lines: '商品を1つ以上追加してください' });
  });

  it('checks every line: one of my products, a price above 0, whole numbers', async () => {
    const { token, honey } = await supplierWithProducts();
    const other = await supplierWithProducts();
    const bad = await create(token, {
      ...quotationInput([]),
      lines: [
        { productId: honey.id, price: '0' },
        { productId: honey.id, price: '-3' },
        { productId: honey.id, price: '1.23456' },
        { productId: honey.id, price: '' },
        { productId: honey.id, price: '5', moq: 0, unitsPerCase: 2.5 },
        { price: '5' } as never,
      ],
    });
    expect(fieldsOf(bad)).toEqual({
      'lines.0.price': 'Enter a price above 0 with at most 4 decimals',
      'lines.1.price': 'Enter a price above 0 with at most 4 decimals',
      'lines.2.price': 'Enter a price above 0 with at most 4 decimals',
      'lines.3.price': 'Please enter the price',
      'lines.4.moq': 'Enter a whole number of 1 or more',
      'lines.4.unitsPerCase': 'Enter a whole number of 1 or more',
      'lines.5.productId': 'Please select one of your products',
    });
    const foreign = await create(token, {
      ...quotationInput([]),
      lines: [
        { productId: honey.id, price: '5' },
        { productId: other.honey.id, price: '5' },
        { productId: 999_999, price: '5' },
      ],
    });
    expect(foreign.body.code).toBe(1000);
    expect(fieldsOf(foreign)).toEqual({
      'lines.1.productId': 'Please select one of your products',
      'lines.2.productId': 'Please select one of your products',
    });
    const list = await call<Page<QuotationSummary>>(t, apiPaths.quotationList, {}, { token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses an expiration date in the past or not on the calendar', async () => {
    const { token, honey } = await supplierWithProducts();
    const past = await create(token, quotationInput([honey.id], { expiresOn: '2020-01-31' }));
    expect(fieldsOf(past)).toEqual({
      expiresOn: 'The expiration date must be today or later',
    });
    const notADay = await create(token, quotationInput([honey.id], { expiresOn: `${YEAR + 1}-02-31` }));
    expect(fieldsOf(notADay)).toEqual({
      expiresOn: 'Please select the quotation expiration date',
    });
    const today = new Date().toISOString().slice(0, 10);
    const lastDay = await create(token, quotationInput([honey.id], { expiresOn: today }));
    expect(lastDay.body.data).toMatchObject({ expiresOn: today, isExpired: false });
  });
});

describe('updating a quotation', () => {
  it('replaces its lines, keeps its number and adds 1 to its version each time', async () => {
    const { token, honey, crackers } = await supplierWithProducts();
    const created = (await create(token, quotationInput([honey.id, crackers.id]))).body.data;
    const updated = await call<Quotation>(
      t,
      apiPaths.quotationUpdate,
      {
        ...quotationInput([]),
        id: created.id,
        name: 'Spring price list (revised)',
        terms: 'CIF',
        place: 'ningbo',
        currency: 'EUR',
        remark: null,
        lines: [{ productId: crackers.id, price: '0.75', spec: 'Tray of 6' }],
      },
      { token },
    );
    expect(updated.body.code).toBe(0);
    expect(updated.body.data).toMatchObject({
      id: created.id,
      number: created.number,
      version: 2,
      name: 'Spring price list (revised)',
      terms: 'CIF',
      place: 'ningbo',
      currency: 'EUR',
      remark: null,
      lineCount: 1,
    });
    expect(updated.body.data.lines.map((l) => [l.productName, l.price, l.spec])).toEqual([
      ['Oat Crackers 200 g', '0.75', 'Tray of 6'],
    ]);
    expect(updated.body.data.updatedAt >= created.updatedAt).toBe(true);
    const again = await call<Quotation>(
      t,
      apiPaths.quotationUpdate,
      { ...quotationInput([honey.id]), id: created.id },
      { token },
    );
    expect(again.body.data).toMatchObject({ number: created.number, version: 3, lineCount: 1 });
  });

  it('validates like creation and leaves the quotation as it was when refused', async () => {
    const { token, honey } = await supplierWithProducts();
    const created = (await create(token, quotationInput([honey.id]))).body.data;
    const refused = await call(
      t,
      apiPaths.quotationUpdate,
      { ...quotationInput([]), id: created.id, name: '' },
      { token },
    );
    expect(fieldsOf(refused)).toEqual({
      name: 'Please enter the quotation name',
      lines: 'Add at least one product',
    });
    const info = await call<Quotation>(t, apiPaths.quotationInfo, { id: created.id }, { token });
    expect(info.body.data).toMatchObject({ version: 1, name: 'Spring price list', lineCount: 1 });
  });

  it('keeps an expired quotation editable with its own date, but refuses another past date', async () => {
    const { token, honey } = await supplierWithProducts();
    const created = (await create(token, quotationInput([honey.id]))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2021-03-31' }).where(eq(quotations.id, created.id));
    const sameDate = await call<Quotation>(
      t,
      apiPaths.quotationUpdate,
      { ...quotationInput([honey.id], { expiresOn: '2021-03-31', name: 'Old list' }), id: created.id },
      { token },
    );
    expect(sameDate.body.data).toMatchObject({ name: 'Old list', isExpired: true, version: 2 });
    const otherPast = await call(
      t,
      apiPaths.quotationUpdate,
      { ...quotationInput([honey.id], { expiresOn: '2021-04-30' }), id: created.id },
      { token },
    );
    expect(fieldsOf(otherPast)).toEqual({
      expiresOn: 'The expiration date must be today or later',
    });
    const renewed = await call<Quotation>(
      t,
      apiPaths.quotationUpdate,
      { ...quotationInput([honey.id]), id: created.id },
      { token },
    );
    expect(renewed.body.data).toMatchObject({ isExpired: false, version: 3 });
  });
});

describe('listing quotations', () => {
  it('pages newest first, finds by name or number, and filters open and expired', async () => {
    const { token, honey } = await supplierWithProducts();
    const names = ['Winter honey', 'Summer crackers', 'Honey & crackers bundle', 'Autumn list'];
    const made: Quotation[] = [];
    for (const name of names)
      made.push((await create(token, quotationInput([honey.id], { name }))).body.data);
    const [winter, , , autumn] = made;
    if (!winter || !autumn) throw new Error('setup');
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, winter.id));

    const list = (query: object) =>
      call<Page<QuotationSummary>>(t, apiPaths.quotationList, query, { token }).then((r) => r.body.data);
    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.list.map((q) => q.name)).toEqual([...names].reverse());
    expect(all.list[0]).toMatchObject({ lineCount: 1, version: 1, isExpired: false });
    expect(all.list[0]).not.toHaveProperty('lines');

    const page2 = await list({ pageSize: 3, pageIndex: 2 });
    expect(page2).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3 });
    expect(page2.list.map((q) => q.name)).toEqual(['Winter honey']);

    expect((await list({ keyword: 'HONEY' })).list.map((q) => q.name)).toEqual([
      'Honey & crackers bundle',
      'Winter honey',
    ]);
    expect((await list({ keyword: autumn.number })).list.map((q) => q.name)).toEqual(['Autumn list']);
    expect((await list({ keyword: '100%' })).total).toBe(0);

    const expired = await list({ status: 'expired' });
    expect(expired.list.map((q) => [q.name, q.isExpired])).toEqual([['Winter honey', true]]);
    const open = await list({ status: 'open', keyword: 'honey' });
    expect(open.list.map((q) => q.name)).toEqual(['Honey & crackers bundle']);
  });

  it('offers only open quotations to pickers', async () => {
    const { token, honey } = await supplierWithProducts();
    const open = (await create(token, quotationInput([honey.id], { name: 'Open offer' }))).body.data;
    const old = (await create(token, quotationInput([honey.id], { name: 'Old offer' }))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, old.id));
    const options = await call<QuotationOption[]>(t, apiPaths.quotationSelect, {}, { token });
    expect(options.body.data).toEqual([
      {
        id: open.id,
        number: open.number,
        version: 1,
        name: 'Open offer',
        terms: open.terms,
        place: open.place,
        currency: 'USD',
        expiresOn: open.expiresOn,
        lineCount: 1,
      },
    ]);
    const none = await call<QuotationOption[]>(
      t,
      apiPaths.quotationSelect,
      { keyword: 'nothing' },
      { token },
    );
    expect(none.body.data).toEqual([]);
  });
});

describe('tenancy and access', () => {
  it("keeps each supplier to its own quotations, by any id, and numbers each company's own", async () => {
    const a = await supplierWithProducts();
    const b = await supplierWithProducts();
    const mine = (await create(a.token, quotationInput([a.honey.id]))).body.data;
    for (const [path, body] of [
      [apiPaths.quotationInfo, { id: mine.id }],
      [apiPaths.quotationUpdate, { ...quotationInput([b.honey.id]), id: mine.id }],
    ] as const) {
      const answer = await call(t, path, body, { token: b.token });
      expect(answer.body, path).toMatchObject({ code: 2000, msg: 'This item does not exist or was deleted' });
    }
    const bList = await call<Page<QuotationSummary>>(t, apiPaths.quotationList, {}, { token: b.token });
    expect(bList.body.data.total).toBe(0);
    const bOptions = await call<QuotationOption[]>(t, apiPaths.quotationSelect, {}, { token: b.token });
    expect(bOptions.body.data).toEqual([]);
    const bOwn = await create(b.token, quotationInput([b.honey.id]));
    expect(bOwn.body.data.number).toBe(`Q-${YEAR}-0001`);
    const untouched = await call<Quotation>(t, apiPaths.quotationInfo, { id: mine.id }, { token: a.token });
    expect(untouched.body.data).toMatchObject({ version: 1, lines: [{ productId: a.honey.id }] });
  });

  it('answers 401 without a token', async () => {
    for (const [path, body] of [
      [apiPaths.quotationList, {}],
      [apiPaths.quotationSelect, {}],
      [apiPaths.quotationInfo, { id: 1 }],
      [apiPaths.quotationCreate, quotationInput([1])],
      [apiPaths.quotationUpdate, { ...quotationInput([1]), id: 1 }],
    ] as const) {
      expect((await call(t, path, body)).status, path).toBe(401);
    }
  });
});

describe('products used by quotations', () => {
  it('names the open quotations that use a product, and keeps expired ones readable after deletion', async () => {
    const a = await supplierWithProducts();
    const open = (await create(a.token, quotationInput([a.honey.id, a.crackers.id]))).body.data;
    const old = (await create(a.token, quotationInput([a.crackers.id], { name: 'Old crackers' }))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, old.id));
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, a.supplierId, a.honey.id)).toEqual([
      { id: open.id, number: open.number, name: 'Spring price list' },
    ]);
    const b = await supplierWithProducts();
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, b.supplierId, a.honey.id)).toEqual([]);

    // A product left only in expired quotations may go; its lines keep what was quoted.
    const onlyOld = await call<Product>(
      t,
      apiPaths.myProductCreate,
      { barcode: '036000291452', mid: 'GONE-1', name: 'Discontinued biscuits' },
      { token: a.token },
    );
    const expired = (await create(a.token, quotationInput([onlyOld.body.data.id]))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, expired.id));
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, a.supplierId, onlyOld.body.data.id)).toEqual([]);
    const deleted = await call(t, apiPaths.myProductDelete, { id: onlyOld.body.data.id }, { token: a.token });
    expect(deleted.body.code).toBe(0);
    const after = await call<Quotation>(t, apiPaths.quotationInfo, { id: expired.id }, { token: a.token });
    expect(after.body.data.lines).toMatchObject([
      { productId: null, productName: 'Discontinued biscuits', code: '036000291452', price: '12.5' },
    ]);
  });
});

describe('demo data', () => {
  it('gives a supplier two open quotations (one revised) and three product prices', async () => {
    const { token, supplierId, adminId, honey, crackers } = await supplierWithProducts();
    const third = await call<Product>(
      t,
      apiPaths.myProductCreate,
      { barcode: '036000291452', mid: 'DEMO-3', name: 'Macadamia Cookies' },
      { token },
    );
    await seedDemoQuotations(
      t.ctx,
      {
        sessionId: 0,
        userId: adminId,
        kind: 'supplier',
        supplierId,
        buyerId: null,
        adminCode: 'demo',
        email: 'demo@example.test',
        realName: 'Demo',
        permissions: new Set(),
      },
      [honey.id, crackers.id, third.body.data.id],
    );
    const list = await call<Page<QuotationSummary>>(t, apiPaths.quotationList, {}, { token });
    expect(list.body.data.list.map((q) => [q.number, q.version, q.lineCount, q.isExpired])).toEqual([
      [`Q-${YEAR}-0002`, 1, 2, false],
      [`Q-${YEAR}-0001`, 2, 3, false],
    ]);
    const prices = await call<Page<Quote>>(t, apiPaths.quoteList, {}, { token });
    expect(prices.body.data.total).toBe(3);
  });
});
