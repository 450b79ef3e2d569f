import { productCalls, quoteCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuotes } from '../../db/schema/index.js';
import { call, callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productOf(token: string, name: string) {
  const created = await callApi(
    t,
    productCalls.create,
    { barcode: '4006381333931', mid: `MID-${name.length}`, name },
    { token },
  );
  return created.body.data;
}

async function quote(token: string, productId: number, price: string) {
  const created = await callApi(
    t,
    quoteCalls.create,
    { productId, price, currency: 'EUR', terms: 'CIF', expiresOn: '2099-12-31' },
    { token },
  );
  return created.body.data;
}

describe('product quotes across my products (Product prices page)', () => {
  it('lists every quote of the company with its product, newest first, or one product’s', async () => {
    const { token } = await signUpAndLogIn(t);
    const honey = await productOf(token, 'Manuka Honey');
    const crackers = await productOf(token, 'Oat Crackers');
    const first = await quote(token, honey.id, '12.5');
    const second = await quote(token, crackers.id, '0.8');
    await t.ctx.db
      .update(productQuotes)
      .set({ expiresOn: '2022-01-01' })
      .where(eq(productQuotes.id, first.id));

    const all = await callApi(t, quoteCalls.list, { pageSize: 10 }, { token });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((q) => [q.id, q.productName, q.price, q.currency, q.isExpired])).toEqual([
      [second.id, 'Oat Crackers', '0.8', 'EUR', false],
      [first.id, 'Manuka Honey', '12.5', 'EUR', true],
    ]);
    const one = await callApi(t, quoteCalls.list, { productId: honey.id }, { token });
    expect(one.body.data.list.map((q) => q.productName)).toEqual(['Manuka Honey']);

    const other = await signUpAndLogIn(t);
    const theirs = await callApi(t, quoteCalls.list, {}, { token: other.token });
    expect(theirs.body.data.total).toBe(0);
  });
});

const validProduct = { barcode: '4006381333931', mid: 'OWN-1', name: 'Wildflower Honey' };

describe('product quotes', () => {
  it('quotes a product with an exact decimal price and shows it on the product', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await callApi(t, productCalls.create, validProduct, { token });
    const quote = await callApi(
      t,
      quoteCalls.create,
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
    const current = await callApi(t, quoteCalls.current, { productId: product.body.data.id }, { token });
    expect(current.body.data?.id).toBe(quote.body.data.id);
    expect(
      (await callApi(t, productCalls.info, { id: product.body.data.id }, { token })).body.data.quoteStatus,
    ).toBe('active');
    const changed = await callApi(
      t,
      quoteCalls.update,
      { id: quote.body.data.id, price: '11', currency: 'EUR', terms: 'CIF', expiresOn: '2099-07-31' },
      { token },
    );
    expect(changed.body.data).toMatchObject({ price: '11', currency: 'EUR', terms: 'CIF' });
  });

  it('takes a price under one typed without its leading zero (".75") and keeps it as 0.75', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await productOf(token, 'Rice Crackers');
    expect((await quote(token, product.id, '.75')).price).toBe('0.75');
  });

  it('requires price, terms and expiration date, and refuses a date in the past', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await callApi(t, productCalls.create, validProduct, { token });
    const empty = await call(t, quoteCalls.create.path, { productId: product.body.data.id }, { token });
    expect((empty.body.data as { fields: Record<string, string> }).fields).toMatchObject({
      price: 'Please enter the price',
      terms: 'Please select the terms of delivery',
      expiresOn: 'Please select the quotation expiration date',
    });
    const past = await callApi(
      t,
      quoteCalls.create,
      { productId: product.body.data.id, price: '1', currency: 'USD', terms: 'FOB', expiresOn: '2020-01-01' },
      { token },
    );
    expect(fieldsOf(past).expiresOn).toBe('The expiration date must be today or later');
  });

  it('marks a quote whose date has passed as expired', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await callApi(t, productCalls.create, validProduct, { token });
    const quote = await callApi(
      t,
      quoteCalls.create,
      { productId: product.body.data.id, price: '5', currency: 'USD', terms: 'EXW', expiresOn: '2099-01-01' },
      { token },
    );
    await t.ctx.db
      .update(productQuotes)
      .set({ expiresOn: '2021-05-05' })
      .where(eq(productQuotes.id, quote.body.data.id));
    expect(
      (await callApi(t, quoteCalls.info, { id: quote.body.data.id }, { token })).body.data.isExpired,
    ).toBe(true);
    expect(
      (await callApi(t, productCalls.info, { id: product.body.data.id }, { token })).body.data.quoteStatus,
    ).toBe('expired');
  });
});
