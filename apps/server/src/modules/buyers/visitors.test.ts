import { buyerCalls, productCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerVisits } from '../../db/schema/index.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { minutesAgo as ago, makeBuyerCatalogue } from '../../test/buyerPoolFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let milk: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ milk } = await makeBuyerCatalogue(t));
});
afterAll(() => t.close());

describe('visitors', () => {
  it('lists buyers who viewed my showroom or products, newest first, and only mine', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const [first, second] = await makeBuyers(t, [{ name: 'Early Visitor' }, { name: 'Late Visitor' }]);
    const product = await callApi(t, productCalls.link, { masterProductId: milk }, { token: a.token });
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
    const mine = await callApi(t, buyerCalls.visitors, {}, { token: a.token });
    expect(mine.body.data.list.map((v) => [v.name, v.viewed])).toEqual([
      [
        'Late Visitor',
        { kind: 'product', productId: product.body.data.id, productName: 'Whole Milk Powder 1 kg' },
      ],
      ['Early Visitor', { kind: 'showroom' }],
    ]);
    const theirs = await callApi(t, buyerCalls.visitors, {}, { token: b.token });
    expect(theirs.body.data).toMatchObject({ list: [], total: 0 });
  });
});
