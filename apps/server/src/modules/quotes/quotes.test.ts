import { apiPaths, type Page, type Product, type Quote } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuotes } from '../../db/schema/index.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productOf(token: string, name: string) {
  const created = await call<Product>(
    t,
    apiPaths.myProductCreate,
    { barcode: '4006381333931', mid: `MID-${name.length}`, name },
    { token },
  );
  return created.body.data;
}

async function quote(token: string, productId: number, price: string) {
  const created = await call<Quote>(
    t,
    apiPaths.quoteCreate,
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

    const all = await call<Page<Quote>>(t, apiPaths.quoteList, { pageSize: 10 }, { token });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((q) => [q.id, q.productName, q.price, q.currency, q.isExpired])).toEqual([
      [second.id, 'Oat Crackers', '0.8', 'EUR', false],
      [first.id, 'Manuka Honey', '12.5', 'EUR', true],
    ]);
    const one = await call<Page<Quote>>(t, apiPaths.quoteList, { productId: honey.id }, { token });
    expect(one.body.data.list.map((q) => q.productName)).toEqual(['Manuka Honey']);

    const other = await signUpAndLogIn(t);
    const theirs = await call<Page<Quote>>(t, apiPaths.quoteList, {}, { token: other.token });
    expect(theirs.body.data.total).toBe(0);
  });
});
