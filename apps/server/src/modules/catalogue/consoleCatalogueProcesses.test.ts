import { catalogueCalls, consoleCatalogueCalls, rfqCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, masterProducts } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { describeWithServer } from '../../test/describeWithServer.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { postRfq, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

/** Asks until `read` gives `wanted` (the word between processes travels through Redis), at most a second. */
async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 50 && JSON.stringify(value) !== JSON.stringify(wanted); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

// Two server processes of one portal: same database, caches dropped across them through Redis.
describeWithServer('TEST_REDIS_URL', 'catalogue changes seen by the other process', (redisUrl) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await createTestApp({ REDIS_URL: redisUrl }, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("drops the other process's category names and search windows when the console changes them", async () => {
    const editor = await makeStaffAndLogIn(a, { roleCode: 'catalogue_editor' });
    const supplier = await signUpAndLogIn(b);
    const [sub] = await b.ctx.db.select().from(categories).where(eq(categories.code, 'fb_coffee_tea'));
    const buyer = await makeBuyerAndLogIn(b);
    const rfq = await postRfq(b, buyer.token, rfqInput(sub?.id ?? 0, { productName: 'Sencha green tea' }));
    const categoryName = async () =>
      (await callApi(b, rfqCalls.info, { rfqId: rfq.id }, { token: supplier.token })).body.data.category.name;
    expect(await categoryName()).toBe('Coffee & Tea');
    await callApi(
      a,
      consoleCatalogueCalls.categoryRename,
      {
        id: sub?.id ?? 0,
        names: { en: 'Coffee, Tea & Cocoa', zh: '咖啡茶可可', ja: 'コーヒー・お茶・ココア' },
      },
      { token: editor.token },
    );
    expect(await eventually(categoryName, 'Coffee, Tea & Cocoa')).toBe('Coffee, Tea & Cocoa');

    const [productId = 0] = await makeMasterProducts(a, [
      { barcode: '4011200296908', name: 'Matcha Powder 100 g', brand: 'Uji Leaf' },
    ]);
    const found = async () =>
      (
        await callApi(b, catalogueCalls.search, { keyword: 'matcha' }, { token: supplier.token })
      ).body.data.list.map((p) => p.id);
    expect(await found()).toEqual([productId]);
    await callApi(
      a,
      consoleCatalogueCalls.productRetire,
      { id: productId, retired: true },
      { token: editor.token },
    );
    expect(await eventually(found, [])).toEqual([]);
    const [row] = await a.ctx.db.select().from(masterProducts).where(eq(masterProducts.id, productId));
    expect(row?.retiredAt).toBeInstanceOf(Date);
  });
});
