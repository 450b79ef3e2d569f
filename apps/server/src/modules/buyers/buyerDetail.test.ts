import { type BuyerProduct, buyerCalls, type Page, productCalls, type Visitor } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../test/buyerFactories.js';
import { minutesAgo as ago, makeBuyerCatalogue } from '../../test/buyerPoolFactories.js';
import { call, callApi, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let honey: number;
let milk: number;
let cookies: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ honey, milk, cookies } = await makeBuyerCatalogue(t));
});
afterAll(() => t.close());

describe('buyer detail and products', () => {
  it('shows a buyer with possibly purchasing, recently inquired and recently browsed products', async () => {
    const { token } = await signUpAndLogIn(t);
    const [buyer] = await makeBuyers(t, [
      {
        name: 'Chen Jing',
        interestedBrands: ['Bee Kingdom'],
        products: [
          { masterProductId: honey, kind: 'purchasing', at: ago(60) },
          { masterProductId: cookies, kind: 'purchasing', at: ago(10) },
          { masterProductId: milk, kind: 'inquired', at: ago(30) },
          { masterProductId: honey, kind: 'browsed', at: ago(5) },
        ],
      },
    ]);
    const linked = await callApi(t, productCalls.link, { masterProductId: cookies }, { token });
    const detail = await callApi(t, buyerCalls.detail, { buyerId: buyer }, { token });
    expect(detail.body.data).toMatchObject({
      name: 'Chen Jing',
      interestedBrands: ['Bee Kingdom'],
      contactStatus: 'none',
    });
    expect(detail.body.data.possiblyPurchasing.map((p) => [p.name, p.myProductId])).toEqual([
      ['Macadamia Cookies', linked.body.data.id],
      ['Manuka Honey UMF 10+', null],
    ]);
    expect(detail.body.data.possiblyPurchasing[1]?.categoryPath).toEqual([
      'Nutrition & Health',
      'Honey & Bee Products',
    ]);
    expect(detail.body.data.recentlyInquired.map((p) => p.name)).toEqual(['Whole Milk Powder 1 kg']);
    expect(detail.body.data.recentlyBrowsed.map((p) => p.name)).toEqual(['Manuka Honey UMF 10+']);

    const inquired = await callApi(t, buyerCalls.products, { buyerId: buyer, type: 'inquired' }, { token });
    expect(inquired.body.data.list.map((p) => p.barcode)).toEqual(['96385074']);
    const viewed = await callApi(t, buyerCalls.browsedProducts, { buyerId: buyer }, { token });
    expect(viewed.body.data.total).toBe(1);
  });

  it('answers the spec’s spellings and the correct ones alike', async () => {
    const { token } = await signUpAndLogIn(t);
    const [buyer] = await makeBuyers(t, [
      { products: [{ masterProductId: milk, kind: 'purchasing', at: ago(1) }] },
    ]);
    for (const path of [buyerCalls.products.path, ...buyerCalls.products.aliases]) {
      const result = await call<Page<BuyerProduct>>(t, path, { buyerId: buyer }, { token });
      expect(
        result.body.data.list.map((p) => p.id),
        path,
      ).toEqual([milk]);
    }
    const visitors = await call<Page<Visitor>>(t, buyerCalls.visitors.aliases[0], {}, { token });
    expect(visitors.body.code).toBe(0);
  });

  it('says when a buyer does not exist', async () => {
    const { token } = await signUpAndLogIn(t);
    const result = await callApi(t, buyerCalls.detail, { buyerId: 987654 }, { token });
    expect(result.body.code).toBe(2000);
  });

  it('suggests my products a buyer may want: purchasing first, then brand, then category', async () => {
    const { token } = await signUpAndLogIn(t);
    const [buyer] = await makeBuyers(t, [
      {
        mainCategory: 'food_beverage',
        interestedBrands: ['Bee Kingdom'],
        products: [{ masterProductId: cookies, kind: 'purchasing', at: ago(1) }],
      },
    ]);
    for (const masterProductId of [honey, milk, cookies])
      await callApi(t, productCalls.link, { masterProductId }, { token });
    await callApi(
      t,
      productCalls.create,
      { barcode: '4006381333931', mid: 'X', name: 'Garden Shears' },
      { token },
    );
    const result = await callApi(t, buyerCalls.offerProducts, { buyerId: buyer }, { token });
    expect(result.body.data.list.map((p) => [p.name, p.reasons])).toEqual([
      ['Macadamia Cookies', ['purchasing', 'category']],
      ['Manuka Honey UMF 10+', ['brand']],
      ['Whole Milk Powder 1 kg', ['category']],
    ]);
    expect(result.body.data.total).toBe(3);
  });
});
