import { type RankingRow, rfqCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerProducts, categories, rfqs } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts, makeSupplierProducts } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Each test anchors its own market far from the others' (the ranking is the whole market's). */
let now = new Date('2024-03-10T12:00:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ({ token } = await signUpAndLogIn(t));
});
afterAll(() => t.close());

async function categoryId(code: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.code, code));
  if (!row) throw new Error(`no category ${code}`);
  return row.id;
}

type RfqSpec = {
  buyerId: number;
  at: Date;
  masterProductId?: number | null;
  category: string;
  state?: 'open' | 'closed' | 'review' | 'rejected';
  quantity?: number;
  unit?: 'unit' | 'case';
  targetPrice?: string | null;
  targetCurrency?: string | null;
  place?: 'shanghai' | 'ningbo';
  expiresAt?: Date;
};

/** RFQs straight into the table (the market's posting rules are the RFQ module's tests). */
async function insertRfqs(specs: RfqSpec[]) {
  for (const spec of specs) {
    const category = await categoryId(spec.category);
    const [parent] = await t.ctx.db
      .select({ id: categories.parentId })
      .from(categories)
      .where(eq(categories.id, category));
    const state = spec.state ?? 'open';
    await t.ctx.db.insert(rfqs).values({
      buyerId: spec.buyerId,
      productName: 'Test product',
      masterProductId: spec.masterProductId ?? null,
      categoryId: category,
      mainCategoryId: parent?.id ?? category,
      quantity: spec.quantity ?? 100,
      unit: spec.unit ?? 'case',
      targetPrice: spec.targetPrice ?? null,
      targetCurrency: spec.targetCurrency ?? null,
      terms: 'FOB',
      place: spec.place ?? 'shanghai',
      expiresAt: spec.expiresAt ?? new Date(spec.at.getTime() + 14 * DAY),
      maxQuotes: 10,
      state,
      closeReason: state === 'closed' ? 'expired' : null,
      closedAt: state === 'closed' ? spec.at : null,
      searchText: 'test product',
      postedAt: spec.at,
      openedAt: state === 'open' || state === 'closed' ? spec.at : null,
    });
  }
}

async function inquire(buyerIds: number[], masterProductId: number, at: Date) {
  await t.ctx.db
    .insert(buyerProducts)
    .values(buyerIds.map((buyerId) => ({ buyerId, masterProductId, kind: 'inquired' as const, at })));
}

const brief = (rows: RankingRow[]) =>
  rows.map((r) => [r.id, r.rank, r.rfqs, r.inquiries, r.score, r.previousScore, r.trend, r.previousRank]);

describe('product ranking', () => {
  it('scores RFQs × 3 + inquiries × 1 over the window, ranks ties by RFQs, and compares with the window before', async () => {
    now = new Date('2024-03-10T12:00:00Z');
    // The 7-day window ends at the next whole minute; the one before is the 7 days until it starts.
    const to = new Date(now.getTime() + MINUTE);
    const from = new Date(to.getTime() - 7 * DAY);
    const previousFrom = new Date(from.getTime() - 7 * DAY);
    const [cookies, milk, honey, tea, juice] = (await makeMasterProducts(t, [
      { barcode: '9300000000011', name: 'Macadamia Cookies', brand: 'Golden Wattle', category: 'fb_snacks' },
      { barcode: '9300000000028', name: 'Whole Milk Powder', brand: 'Milky Clover', category: 'fb_dairy' },
      { barcode: '9400000000017', name: 'Manuka Honey UMF 10+', brand: 'Bee Kingdom', category: 'nh_manuka' },
      { barcode: '9300000000035', name: 'Green Tea', brand: 'Sunbay', category: 'fb_coffee_tea' },
      { barcode: '9300000000042', name: 'Orange Juice', brand: 'Sunbay', category: 'fb_beverages' },
    ])) as [number, number, number, number, number];
    const b = await makeBuyers(
      t,
      Array.from({ length: 8 }, () => ({})),
    );
    const buyer = b[0] ?? 0;
    const inside = new Date(now.getTime() - 2 * DAY);
    const before = new Date(now.getTime() - 10 * DAY);
    await insertRfqs([
      // Cookies: two RFQs now (one exactly at the window's start, one closed since), one before.
      { buyerId: buyer, at: from, masterProductId: cookies, category: 'fb_snacks' },
      { buyerId: buyer, at: inside, masterProductId: cookies, category: 'fb_snacks', state: 'closed' },
      { buyerId: buyer, at: new Date(from.getTime() - 1), masterProductId: cookies, category: 'fb_snacks' },
      // Held for review, rejected, or older than both windows: never counted.
      { buyerId: buyer, at: inside, masterProductId: cookies, category: 'fb_snacks', state: 'review' },
      { buyerId: buyer, at: inside, masterProductId: cookies, category: 'fb_snacks', state: 'rejected' },
      {
        buyerId: buyer,
        at: new Date(previousFrom.getTime() - 1),
        masterProductId: cookies,
        category: 'fb_snacks',
      },
      // Milk: one RFQ now, three before.
      { buyerId: buyer, at: inside, masterProductId: milk, category: 'fb_dairy' },
      { buyerId: buyer, at: before, masterProductId: milk, category: 'fb_dairy' },
      { buyerId: buyer, at: before, masterProductId: milk, category: 'fb_dairy' },
      { buyerId: buyer, at: previousFrom, masterProductId: milk, category: 'fb_dairy' },
      // Tea: only before. Juice: one RFQ in each window.
      { buyerId: buyer, at: before, masterProductId: tea, category: 'fb_coffee_tea' },
      { buyerId: buyer, at: inside, masterProductId: juice, category: 'fb_beverages' },
      { buyerId: buyer, at: before, masterProductId: juice, category: 'fb_beverages' },
      // Free text (no catalogue product): counts for its category only.
      { buyerId: buyer, at: inside, category: 'fb_snacks' },
    ]);
    await inquire(b.slice(0, 1), cookies, inside);
    await inquire(b.slice(0, 4), milk, inside);
    await inquire(b.slice(0, 2), honey, inside);
    await inquire(b.slice(0, 1), tea, before);
    // A minute after the window's end (the clock's next minute): not counted yet.
    await inquire(b.slice(4, 8), honey, to);

    const ranking = await callApi(t, rfqCalls.ranking, { period: 7 }, { token });
    expect(ranking.body.code).toBe(0);
    expect(ranking.body.data.from).toBe(from.toISOString());
    expect(ranking.body.data.to).toBe(to.toISOString());
    // Before: milk 9, tea 4, cookies 3, juice 3 (ties by RFQs, then id).
    expect(brief(ranking.body.data.rows)).toEqual([
      [cookies, 1, 2, 1, 7, 3, 'up', 3],
      [milk, 2, 1, 4, 7, 9, 'down', 1],
      [juice, 3, 1, 0, 3, 3, 'same', 4],
      [honey, 4, 0, 2, 2, 0, 'new', null],
    ]);
    expect(ranking.body.data.rows[0]).toMatchObject({
      kind: 'product',
      name: 'Macadamia Cookies',
      brand: 'Golden Wattle',
      category: 'Snacks & Confectionery',
    });

    const byCategory = await callApi(t, rfqCalls.ranking, { period: 7, by: 'category' }, { token });
    expect(
      byCategory.body.data.rows.map((r) => [r.name, r.category, r.rfqs, r.inquiries, r.score, r.trend]),
    ).toEqual([
      ['Snacks & Confectionery', 'Food & Beverage', 3, 1, 10, 'up'],
      ['Dairy', 'Food & Beverage', 1, 4, 7, 'down'],
      ['Beverages', 'Food & Beverage', 1, 0, 3, 'same'],
      ['Honey & Bee Products', 'Nutrition & Health', 0, 2, 2, 'new'],
    ]);

    // A main category takes in its sub-categories; a sub-category only itself.
    const food = await callApi(
      t,
      rfqCalls.ranking,
      { period: 7, categoryId: await categoryId('food_beverage') },
      { token },
    );
    expect(food.body.data.rows.map((r) => r.id)).toEqual([cookies, milk, juice]);
    const dairy = await callApi(t, rfqCalls.ranking, { categoryId: await categoryId('fb_dairy') }, { token });
    expect(brief(dairy.body.data.rows)).toEqual([[milk, 1, 1, 4, 7, 9, 'down', 1]]);

    // A detail ranks its row among all of them.
    const milkDetail = await callApi(t, rfqCalls.rankingDetail, { id: milk, period: 7 }, { token });
    expect(milkDetail.body.data.row).toMatchObject({ rank: 2, previousRank: 1, score: 7, trend: 'down' });

    // Thirty days take in both weeks.
    const month = await callApi(t, rfqCalls.ranking, { period: 30 }, { token });
    expect(month.body.data.rows.map((r) => [r.id, r.score])).toEqual([
      [milk, 16],
      [cookies, 13],
      [juice, 6],
      [tea, 4],
      [honey, 2],
    ]);
  });

  it("names products' and categories' categories in the caller's language", async () => {
    now = new Date('2024-09-10T12:00:00Z');
    const [pasta] = (await makeMasterProducts(t, [
      { barcode: '8000000000019', name: 'Pasta Sauce', brand: 'Cedar Hill', category: 'fb_pantry' },
    ])) as [number];
    const [buyer] = await makeBuyers(t, [{}]);
    await insertRfqs([{ buyerId: buyer ?? 0, at: now, masterProductId: pasta, category: 'fb_pantry' }]);
    const zh = await callApi(t, rfqCalls.ranking, {}, { token, lang: 'zh-CN' });
    expect(zh.body.data.rows.map((r) => [r.name, r.category])).toEqual([['Pasta Sauce', '粮油调味']]);
    const ja = await callApi(t, rfqCalls.ranking, { by: 'category' }, { token, lang: 'ja' });
    expect(ja.body.data.rows.map((r) => [r.name, r.category])).toEqual([['食材・調味料', '食品・飲料']]);
  });
});

describe('product ranking detail', () => {
  it('shows demand per day, where from, typical quantities and target prices, and open RFQs', async () => {
    now = new Date('2025-03-10T12:00:00Z');
    const [oil] = (await makeMasterProducts(t, [
      {
        barcode: '8000000000026',
        name: 'Olive Oil Extra Virgin',
        brand: 'Cedar Hill',
        category: 'fb_pantry',
      },
    ])) as [number];
    const [cn, hk, jp] = (await makeBuyers(t, [{ country: 'CN' }, { country: 'HK' }, { country: 'JP' }])) as [
      number,
      number,
      number,
    ];
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    await insertRfqs([
      {
        buyerId: cn,
        at: daysAgo(1),
        masterProductId: oil,
        category: 'fb_pantry',
        quantity: 300,
        targetPrice: '2.25',
        targetCurrency: 'USD',
      },
      {
        buyerId: cn,
        at: daysAgo(1),
        masterProductId: oil,
        category: 'fb_pantry',
        quantity: 100,
        targetPrice: '1.5',
        targetCurrency: 'USD',
      },
      {
        buyerId: hk,
        at: daysAgo(3),
        masterProductId: oil,
        category: 'fb_pantry',
        quantity: 200,
        place: 'ningbo',
        state: 'closed',
      },
      {
        buyerId: cn,
        at: daysAgo(12),
        masterProductId: oil,
        category: 'fb_pantry',
        quantity: 5000,
        unit: 'unit',
        targetPrice: '1.4',
        targetCurrency: 'EUR',
        expiresAt: daysAgo(1),
        state: 'closed',
      },
      // Outside 30 days, or in review: left out.
      { buyerId: cn, at: daysAgo(31), masterProductId: oil, category: 'fb_pantry', quantity: 9999 },
      {
        buyerId: cn,
        at: daysAgo(1),
        masterProductId: oil,
        category: 'fb_pantry',
        quantity: 9999,
        state: 'review',
      },
    ]);
    await inquire([jp], oil, daysAgo(1));

    const detail = await callApi(t, rfqCalls.rankingDetail, { id: oil, period: 30 }, { token });
    expect(detail.body.code).toBe(0);
    const data = detail.body.data;
    // The RFQ of 31 days ago is the period before's.
    expect(data.row).toMatchObject({ id: oil, rank: 1, rfqs: 4, inquiries: 1, score: 13, previousScore: 3 });
    expect(data.row.trend).toBe('up');
    expect(data.barcode).toBe('8000000000026');
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1)?.day).toBe('2025-03-10');
    expect(data.series.at(-2)).toEqual({ day: '2025-03-09', rfqs: 2, inquiries: 1 });
    expect(data.series.reduce((sum, d) => sum + d.rfqs, 0)).toBe(4);
    expect(data.places).toEqual([
      { country: 'CN', place: 'shanghai', count: 3 },
      { country: 'HK', place: 'ningbo', count: 1 },
      { country: 'JP', place: null, count: 1 },
    ]);
    expect(data.quantities).toEqual([
      { unit: 'case', count: 3, min: 100, median: 200, max: 300 },
      { unit: 'unit', count: 1, min: 5000, median: 5000, max: 5000 },
    ]);
    expect(data.targetPrices).toEqual([
      { currency: 'USD', unit: 'case', count: 2, min: '1.5', median: '1.875', max: '2.25' },
      { currency: 'EUR', unit: 'unit', count: 1, min: '1.4', median: '1.4', max: '1.4' },
    ]);
    // Open now: the two posted yesterday (the closed ones and the one in review are not).
    expect(data.openRfqs).toBe(2);

    const category = await callApi(
      t,
      rfqCalls.rankingDetail,
      { kind: 'category', id: await categoryId('fb_pantry'), period: 7 },
      { token, lang: 'zh-CN' },
    );
    expect(category.body.data.row).toMatchObject({
      kind: 'category',
      name: '粮油调味',
      rfqs: 3,
      inquiries: 1,
    });
    expect(category.body.data.quantities.map((q) => q.count)).toEqual([3]);
    expect(category.body.data.myProductId).toBeNull();
  });

  it("names my company's product for it, never another company's", async () => {
    now = new Date('2025-09-10T12:00:00Z');
    const [nuts, dates] = (await makeMasterProducts(t, [
      { barcode: '9300000000059', name: 'Macadamia Nuts', brand: 'Golden Wattle', category: 'fb_snacks' },
      { barcode: '9300000000066', name: 'Medjool Dates', brand: 'Sunbay', category: 'fb_snacks' },
    ])) as [number, number];
    const [buyer] = await makeBuyers(t, [{}]);
    await insertRfqs([{ buyerId: buyer ?? 0, at: now, masterProductId: nuts, category: 'fb_snacks' }]);
    const mine = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const [myNuts] = await makeSupplierProducts(t, mine.supplierId, [
      { name: 'Nuts', masterProductId: nuts },
    ]);
    await makeSupplierProducts(t, other.supplierId, [{ name: 'Their nuts', masterProductId: nuts }]);
    await makeSupplierProducts(t, other.supplierId, [{ name: 'Their dates', masterProductId: dates }]);

    const detailFor = (who: string) => callApi(t, rfqCalls.rankingDetail, { id: nuts }, { token: who });
    expect((await detailFor(mine.token)).body.data.myProductId).toBe(myNuts);
    const third = await signUpAndLogIn(t);
    expect((await detailFor(third.token)).body.data.myProductId).toBeNull();
    const datesDetail = await callApi(t, rfqCalls.rankingDetail, { id: dates }, { token: mine.token });
    expect(datesDetail.body.data).toMatchObject({ myProductId: null, row: { rank: 0, score: 0 } });

    const missing = await callApi(t, rfqCalls.rankingDetail, { id: 987_654 }, { token: mine.token });
    expect(missing.body.code).not.toBe(0);
  });
});
