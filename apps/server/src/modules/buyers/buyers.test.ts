import { randomBytes } from 'node:crypto';
import {
  apiAliases,
  apiPaths,
  type BuyerDetail,
  type BuyerProduct,
  type BuyerSummary,
  type Page,
  type RecommendedBuyer,
  type RecommendedProduct,
  type Visitor,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerVisits, suppliers } from '../../db/schema/index.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let honey: number;
let milk: number;
let cookies: number;
beforeAll(async () => {
  t = await createTestApp();
  [honey, milk, cookies] = (await makeMasterProducts(t, [
    { barcode: '4006381333931', name: 'Manuka Honey UMF 10+', brand: 'Bee Kingdom', category: 'nh_manuka' },
    { barcode: '96385074', name: 'Whole Milk Powder 1 kg', brand: 'Milky Clover', category: 'fb_dairy' },
    { barcode: '036000291452', name: 'Macadamia Cookies', brand: 'Golden Wattle', category: 'fb_snacks' },
  ])) as [number, number, number];
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
/** A word only this test's buyers carry, so tests sharing the database do not see each other's. */
const tag = () => `zq${randomBytes(4).toString('hex')}`;

async function pool(token: string, query: Record<string, unknown>) {
  const result = await call<Page<BuyerSummary>>(t, apiPaths.buyerPublicList, query, { token });
  expect(result.body.code).toBe(0);
  return result.body.data;
}

describe('buyer pool', () => {
  it('lists buyers most recently online first, never-online last, paged with a total', async () => {
    const { token } = await signUpAndLogIn(t);
    const word = tag();
    await makeBuyers(t, [
      { name: `Li ${word} Day`, lastOnlineAt: ago(24 * 60) },
      { name: `Li ${word} Never`, lastOnlineAt: null },
      { name: `Li ${word} Now`, lastOnlineAt: ago(2) },
      { name: `Li ${word} Hour`, lastOnlineAt: ago(61) },
    ]);
    const first = await pool(token, { keyword: word, pageSize: 3 });
    expect(first.total).toBe(4);
    expect(first.list.map((b) => b.name.split(' ')[2])).toEqual(['Now', 'Hour', 'Day']);
    expect(first.list[0]?.online).toBe(true);
    expect(first.list[1]?.online).toBe(false);
    const second = await pool(token, { keyword: word, pageSize: 3, pageIndex: 2 });
    expect(second.list.map((b) => [b.name.split(' ')[2], b.lastOnlineAt])).toEqual([['Never', null]]);
    expect(second.pageIndex).toBe(2);
  });

  it('searches by product, brand, buyer name or company name, case-insensitively', async () => {
    const { token } = await signUpAndLogIn(t);
    const word = tag();
    await makeBuyers(t, [
      { name: `Zhang ${word}`, products: [{ masterProductId: honey, kind: 'purchasing', at: ago(5) }] },
      { companyName: `Ningbo ${word} Import Co.`, interestedBrands: ['Milky Clover'] },
      { name: `Wang ${word}`, products: [{ masterProductId: milk, kind: 'browsed', at: ago(5) }] },
    ]);
    const names = async (keyword: string) =>
      (await pool(token, { keyword, pageSize: 100 })).list
        .filter((b) => `${b.name} ${b.companyName}`.includes(word))
        .map((b) => b.name.split(' ')[0] ?? b.companyName);
    expect(await names(word.toUpperCase())).toHaveLength(3);
    expect(await names('manuka honey')).toEqual(['Zhang']);
    expect(await names('milky clover')).toEqual(['Buyer']);
    expect(await names(`ningbo ${word}`)).toEqual(['Buyer']);
    // Browsing a product does not make a buyer a match for it: only what they buy or asked about.
    expect(await names('whole milk powder')).toEqual([]);
    // The user's % and _ are literal.
    expect((await pool(token, { keyword: `${word}%` })).total).toBe(0);
  });

  it('filters by main category, selected and new buyers, and hides contacted buyers', async () => {
    const { token } = await signUpAndLogIn(t);
    const word = tag();
    const [food, beauty, selected, fresh] = await makeBuyers(t, [
      { name: `A ${word} food`, mainCategory: 'food_beverage' },
      { name: `B ${word} beauty`, mainCategory: 'beauty_personal_care' },
      { name: `C ${word} selected`, mainCategory: 'mother_baby', isSelected: true },
      { name: `D ${word} new`, mainCategory: 'mother_baby', joinedAt: ago(60 * 24 * 3) },
    ]);
    const ids = async (query: Record<string, unknown>) =>
      (await pool(token, { keyword: word, ...query })).list.map((b) => b.id).sort();
    expect(await ids({ mainCategory: 'beauty_personal_care' })).toEqual([beauty]);
    expect(await ids({ mainCategory: 'mother_baby' })).toEqual([selected, fresh].sort());
    expect(await ids({ tab: 'selected' })).toEqual([selected]);
    expect(await ids({ tab: 'new' })).toEqual([fresh]);
    const listed = await pool(token, { keyword: word, tab: 'new' });
    expect(listed.list[0]?.isNew).toBe(true);

    await call(t, apiPaths.chatContact, { buyerId: food }, { token });
    expect(await ids({ hideContacted: true })).toEqual([beauty, selected, fresh].sort());
    expect((await pool(token, { keyword: word, hideContacted: true })).total).toBe(3);
    const all = await pool(token, { keyword: word });
    expect(all.list.find((b) => b.id === food)?.contactStatus).toBe('contacted');
  });

  it('rejects an unknown category and needs a signed-in supplier', async () => {
    const { token } = await signUpAndLogIn(t);
    const bad = await call(t, apiPaths.buyerPublicList, { mainCategory: 'weapons' }, { token });
    expect(bad.body.code).toBe(1000);
    const anonymous = await call(t, apiPaths.buyerPublicList, {});
    expect(anonymous.status).toBe(401);
  });

  it('never exposes a buyer’s email', async () => {
    const { token } = await signUpAndLogIn(t);
    const word = tag();
    await makeBuyers(t, [{ name: `E ${word}`, email: `${word}@secret.test` }]);
    const result = await call(t, apiPaths.buyerPublicList, { keyword: word }, { token });
    expect(JSON.stringify(result.body)).not.toContain('secret.test');
  });
});

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
    const linked = await call<{ id: number }>(
      t,
      apiPaths.myProductLink,
      { masterProductId: cookies },
      { token },
    );
    const detail = await call<BuyerDetail>(t, apiPaths.buyerPublicInfo, { buyerId: buyer }, { token });
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

    const inquired = await call<Page<BuyerProduct>>(
      t,
      apiPaths.buyerProductList,
      { buyerId: buyer, type: 'inquired' },
      { token },
    );
    expect(inquired.body.data.list.map((p) => p.barcode)).toEqual(['96385074']);
    const viewed = await call<Page<BuyerProduct>>(
      t,
      apiPaths.buyerProductViewList,
      { buyerId: buyer },
      { token },
    );
    expect(viewed.body.data.total).toBe(1);
  });

  it('answers the spec’s spellings and the correct ones alike', async () => {
    const { token } = await signUpAndLogIn(t);
    const [buyer] = await makeBuyers(t, [
      { products: [{ masterProductId: milk, kind: 'purchasing', at: ago(1) }] },
    ]);
    for (const path of [apiPaths.buyerProductList, apiAliases.buyerProductList ?? '']) {
      const result = await call<Page<BuyerProduct>>(t, path, { buyerId: buyer }, { token });
      expect(
        result.body.data.list.map((p) => p.id),
        path,
      ).toEqual([milk]);
    }
    const visitors = await call<Page<Visitor>>(t, apiAliases.buyerVisitorList ?? '', {}, { token });
    expect(visitors.body.code).toBe(0);
  });

  it('says when a buyer does not exist', async () => {
    const { token } = await signUpAndLogIn(t);
    const result = await call(t, apiPaths.buyerPublicInfo, { buyerId: 987654 }, { token });
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
      await call(t, apiPaths.myProductLink, { masterProductId }, { token });
    await call(
      t,
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'X', name: 'Garden Shears' },
      { token },
    );
    const result = await call<Page<RecommendedProduct>>(
      t,
      apiPaths.buyerRecommendProductList,
      { buyerId: buyer },
      { token },
    );
    expect(result.body.data.list.map((p) => [p.name, p.reasons])).toEqual([
      ['Macadamia Cookies', ['purchasing', 'category']],
      ['Manuka Honey UMF 10+', ['brand']],
      ['Whole Milk Powder 1 kg', ['category']],
    ]);
    expect(result.body.data.total).toBe(3);
  });
});

describe('recommended buyers', () => {
  it('ranks buyers by category, brands, product categories and recency, and says why', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['nutrition_health'] })
      .where(eq(suppliers.id, supplierId));
    await call(t, apiPaths.myProductLink, { masterProductId: honey }, { token });
    const [best, brandOnly, stale, unrelated] = await makeBuyers(t, [
      {
        mainCategory: 'nutrition_health',
        interestedBrands: ['Bee Kingdom', 'Ocean Omega'],
        products: [{ masterProductId: honey, kind: 'purchasing', at: ago(5) }],
        lastOnlineAt: ago(10),
      },
      { mainCategory: 'house_life', interestedBrands: ['Bee Kingdom'], lastOnlineAt: ago(10) },
      { mainCategory: 'nutrition_health', lastOnlineAt: ago(60 * 24 * 10) },
      { mainCategory: 'clothing_shoes_bags', interestedBrands: ['Merino Trail'], lastOnlineAt: ago(1) },
    ]);
    const result = await call<Page<RecommendedBuyer>>(
      t,
      apiPaths.recommendedBuyerList,
      { pageSize: 100 },
      { token },
    );
    const mine = result.body.data.list.filter((b) => [best, brandOnly, stale, unrelated].includes(b.id));
    expect(mine.map((b) => [b.id, b.score])).toEqual([
      [best, 40 + 15 + 10 + 10],
      [stale, 40],
      [brandOnly, 15 + 10],
    ]);
    expect(mine[0]?.reasons).toEqual([
      { kind: 'category', category: 'nutrition_health' },
      { kind: 'brand', brands: ['Bee Kingdom'] },
      { kind: 'product', categories: ['Honey & Bee Products'] },
      { kind: 'recent' },
    ]);
    expect(result.body.data.list.some((b) => b.id === unrelated)).toBe(false);
  });

  it('leaves out contacted buyers on the dashboard, and offers recent buyers to a company with no signals', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['mother_baby'] })
      .where(eq(suppliers.id, supplierId));
    const [contacted, other] = await makeBuyers(t, [
      { mainCategory: 'mother_baby', lastOnlineAt: ago(1) },
      { mainCategory: 'mother_baby', lastOnlineAt: ago(2) },
    ]);
    const hidden = () =>
      call<Page<RecommendedBuyer>>(
        t,
        apiPaths.recommendedBuyerList,
        { hideContacted: true, pageSize: 100 },
        { token },
      );
    const before = (await hidden()).body.data;
    expect(before.list.map((b) => b.id)).toContain(contacted);
    await call(t, apiPaths.chatContact, { buyerId: contacted }, { token });
    // The ranking is kept for a minute, but a contact made since is left out at once.
    const after = (await hidden()).body.data;
    expect(after.list.map((b) => b.id)).not.toContain(contacted);
    expect(after.total).toBe(before.total - 1);
    const board = await call<RecommendedBuyer[]>(
      t,
      apiPaths.dashboardRecommendedList,
      { size: 20 },
      { token },
    );
    const ids = board.body.data.map((b) => b.id);
    expect(ids).toContain(other);
    expect(ids).not.toContain(contacted);

    const newcomer = await signUpAndLogIn(t);
    const fallback = await call<Page<RecommendedBuyer>>(
      t,
      apiPaths.recommendedBuyerList,
      {},
      { token: newcomer.token },
    );
    expect(fallback.body.data.total).toBeGreaterThan(0);
    expect(fallback.body.data.list[0]?.reasons).toEqual([{ kind: 'recent' }]);
  });
});

describe('visitors', () => {
  it('lists buyers who viewed my showroom or products, newest first, and only mine', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const [first, second] = await makeBuyers(t, [{ name: 'Early Visitor' }, { name: 'Late Visitor' }]);
    const product = await call<{ id: number; name: string }>(
      t,
      apiPaths.myProductLink,
      { masterProductId: milk },
      { token: a.token },
    );
    await t.ctx.db.insert(buyerVisits).values([
      { supplierId: a.supplierId, buyerId: first ?? 0, visitedAt: ago(120) },
      {
        supplierId: a.supplierId,
        buyerId: second ?? 0,
        productId: product.body.data.id,
        productName: product.body.data.name,
        visitedAt: ago(3),
      },
    ]);
    const mine = await call<Page<Visitor>>(t, apiPaths.buyerVisitorList, {}, { token: a.token });
    expect(mine.body.data.list.map((v) => [v.name, v.viewed])).toEqual([
      [
        'Late Visitor',
        { kind: 'product', productId: product.body.data.id, productName: 'Whole Milk Powder 1 kg' },
      ],
      ['Early Visitor', { kind: 'showroom' }],
    ]);
    const theirs = await call<Page<Visitor>>(t, apiPaths.buyerVisitorList, {}, { token: b.token });
    expect(theirs.body.data).toMatchObject({ list: [], total: 0 });
  });
});
