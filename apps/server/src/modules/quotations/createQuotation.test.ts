import { quotationCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callApi, fieldsOf } from '../../test/factories.js';
import {
  createQuotation,
  quotationInput,
  supplierWithProducts,
  YEAR,
} from '../../test/quotationFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating a quotation', () => {
  it('numbers it per company and year, copies the products into its lines and reads it back', async () => {
    const { token, honey, crackers } = await supplierWithProducts(t);
    const created = await createQuotation(t, token, {
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
    const info = await callApi(t, quotationCalls.info, { id: quotation.id }, { token });
    expect(info.body.data).toEqual(quotation);

    const second = await createQuotation(t, token, quotationInput([crackers.id], { name: 'Crackers only' }));
    expect(second.body.data.number).toBe(`Q-${YEAR}-0002`);
  });

  it('gives concurrent creations distinct numbers', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createQuotation(t, token, quotationInput([honey.id], { name: `Batch ${i}` })),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(results.map((r) => r.body.data.number).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Q-${YEAR}-000${n}`),
    );
  });

  it('requires name, terms and place of delivery, expiration date and at least one product', async () => {
    const { token } = await supplierWithProducts(t);
    // Malformed bodies on purpose, so the raw call.
    const empty = await call(t, quotationCalls.create.path, {}, { token });
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
      quotationCalls.create.path,
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
    const ja = await callApi(t, quotationCalls.create, quotationInput([]), { token, lang: 'ja' });
    expect(fieldsOf(ja)).toEqual({ lines: '商品を1つ以上追加してください' });
  });

  it('checks every line: one of my products, a price above 0, whole numbers', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const other = await supplierWithProducts(t);
    const bad = await createQuotation(t, token, {
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
    const foreign = await createQuotation(t, token, {
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
    const list = await callApi(t, quotationCalls.list, {}, { token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses an expiration date in the past or not on the calendar', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const past = await createQuotation(t, token, quotationInput([honey.id], { expiresOn: '2020-01-31' }));
    expect(fieldsOf(past)).toEqual({
      expiresOn: 'The expiration date must be today or later',
    });
    const notADay = await createQuotation(
      t,
      token,
      quotationInput([honey.id], { expiresOn: `${YEAR + 1}-02-31` }),
    );
    expect(fieldsOf(notADay)).toEqual({
      expiresOn: 'Please select the quotation expiration date',
    });
    const today = new Date().toISOString().slice(0, 10);
    const lastDay = await createQuotation(t, token, quotationInput([honey.id], { expiresOn: today }));
    expect(lastDay.body.data).toMatchObject({ expiresOn: today, isExpired: false });
  });
});
