import { buyerCalls, productCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { minutesAgo as ago, makeBuyerCatalogue } from '../../test/buyerPoolFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let honey: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ honey } = await makeBuyerCatalogue(t));
});
afterAll(() => t.close());

describe('recommended buyers', () => {
  it('ranks buyers by category, brands, product categories and recency, and says why', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['nutrition_health'] })
      .where(eq(suppliers.id, supplierId));
    await callApi(t, productCalls.link, { masterProductId: honey }, { token });
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
    const result = await callApi(t, buyerCalls.recommended, { pageSize: 100 }, { token });
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

  it('follows a product linked or a main category chosen since the last look at once', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['mother_baby'] })
      .where(eq(suppliers.id, supplierId));
    const [brandFan, shoes] = await makeBuyers(t, [
      { mainCategory: 'house_life', interestedBrands: ['Bee Kingdom'], lastOnlineAt: ago(1) },
      { mainCategory: 'clothing_shoes_bags', lastOnlineAt: ago(1) },
    ]);
    const recommended = async () =>
      (await callApi(t, buyerCalls.recommended, { pageSize: 100 }, { token })).body.data.list.map(
        (b) => b.id,
      );
    expect(await recommended()).not.toContain(brandFan);
    await callApi(t, productCalls.link, { masterProductId: honey }, { token });
    expect(await recommended()).toContain(brandFan);
    // Changed by another process of the app (the company's settings).
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['mother_baby', 'clothing_shoes_bags'] })
      .where(eq(suppliers.id, supplierId));
    expect(await recommended()).toContain(shoes);
  });

  it('leaves out contacted buyers on the dashboard, and offers recent buyers to a company with no signals', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['mother_baby'] })
      .where(eq(suppliers.id, supplierId));
    const [contacted, other] = await makeBuyers(t, [
      { mainCategory: 'mother_baby', lastOnlineAt: ago(1) },
      { mainCategory: 'mother_baby', lastOnlineAt: ago(2) },
    ]);
    const hidden = () =>
      callApi(t, buyerCalls.recommended, { hideContacted: true, pageSize: 100 }, { token });
    const before = (await hidden()).body.data;
    expect(before.list.map((b) => b.id)).toContain(contacted);
    await callApi(t, buyerCalls.contact, { buyerId: contacted }, { token });
    // The ranking is kept for a minute, but a contact made since is left out at once.
    const after = (await hidden()).body.data;
    expect(after.list.map((b) => b.id)).not.toContain(contacted);
    expect(after.total).toBe(before.total - 1);
    const board = await callApi(t, buyerCalls.dashboardRecommended, { size: 20 }, { token });
    const ids = board.body.data.map((b) => b.id);
    expect(ids).toContain(other);
    expect(ids).not.toContain(contacted);

    const newcomer = await signUpAndLogIn(t);
    const fallback = await callApi(t, buyerCalls.recommended, {}, { token: newcomer.token });
    expect(fallback.body.data.total).toBeGreaterThan(0);
    expect(fallback.body.data.list[0]?.reasons).toEqual([{ kind: 'recent' }]);
  });
});
