import {
  type ApiCall,
  type CallBody,
  productCalls,
  quoteCalls,
  SHOWROOM,
  type ShowroomExhibits,
  type ShowroomSuggestionList,
  showroomCalls,
} from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn, makeBuyers } from '../../test/buyerFactories.js';
import { call, callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeMasterProducts, makeSupplierProducts, upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { isProductExhibited } from './showroom.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const longAgo = () => new Date(Date.now() - 90 * DAY);

/** A supplier with products named as given; returns its token, ids and a caller of each call. */
async function supplierWith(names: string[]) {
  const supplier = await signUpAndLogIn(t);
  const ids = await makeSupplierProducts(
    t,
    supplier.supplierId,
    names.map((name) => ({ name })),
  );
  const as = <C extends ApiCall>(apiCall: C, body: CallBody<C>) =>
    callApi(t, apiCall, body, { token: supplier.token });
  return { ...supplier, ids, as };
}

const namesOf = (exhibits: ShowroomExhibits) => exhibits.list.map((e) => e.name);

describe('showroom exhibits', () => {
  it('adds products after those shown, lists them in order with positions, and the cap', async () => {
    const s = await supplierWith(['Oat Milk 1 L', 'Rice Crackers', 'Dried Mango']);
    const empty = await s.as(showroomCalls.list, {});
    expect(empty.body).toMatchObject({ code: 0, data: { list: [], max: SHOWROOM.maxExhibits } });

    const first = await s.as(showroomCalls.add, { productIds: [s.ids[2]] });
    expect(namesOf(first.body.data)).toEqual(['Dried Mango']);
    const more = await s.as(showroomCalls.add, {
      productIds: [s.ids[0], s.ids[1]],
    });
    expect(namesOf(more.body.data)).toEqual(['Dried Mango', 'Oat Milk 1 L', 'Rice Crackers']);
    expect(more.body.data.list.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(more.body.data.list[1]).toMatchObject({
      productId: s.ids[0],
      kind: 'own',
      imageUrl: null,
      quoteStatus: 'none',
    });
    const listed = await s.as(showroomCalls.list, {});
    expect(namesOf(listed.body.data)).toEqual(['Dried Mango', 'Oat Milk 1 L', 'Rice Crackers']);
    // The readable alias is the same call.
    const viaAlias = await call<ShowroomExhibits>(t, showroomCalls.list.aliases[0], {}, { token: s.token });
    expect(namesOf(viaAlias.body.data)).toEqual(namesOf(listed.body.data));
  });

  it('refuses a product already displayed, naming it, and adds nothing of that request', async () => {
    const s = await supplierWith(['Green Tea 100 g', 'Black Tea 100 g']);
    await s.as(showroomCalls.add, { productIds: [s.ids[0]] });
    const again = await s.as(showroomCalls.add, { productIds: [s.ids[1], s.ids[0]] });
    expect(again.body.code).toBe(3401);
    expect(again.body.msg).toBe('This product is already in your showroom: Green Tea 100 g');
    const zh = await callApi(
      t,
      showroomCalls.add,
      { productIds: [s.ids[0]] },
      { token: s.token, lang: 'zh' },
    );
    expect(zh.body.msg).toBe('该产品已在您的展厅中：Green Tea 100 g');
    const listed = await s.as(showroomCalls.list, {});
    expect(namesOf(listed.body.data)).toEqual(['Green Tea 100 g']);
    // The same id twice in one request, or none at all, is a form error.
    const twice = await s.as(showroomCalls.add, { productIds: [s.ids[1], s.ids[1]] });
    expect(twice.body.code).toBe(1000);
    const none = await s.as(showroomCalls.add, { productIds: [] });
    expect(none.body.code).toBe(1000);
    expect(fieldsOf(none).productIds).toBe('Choose at least one product');
  });

  it(`displays at most ${SHOWROOM.maxExhibits} products, saying how many more fit`, async () => {
    const names = Array.from({ length: SHOWROOM.maxExhibits + 2 }, (_, i) => `Snack ${i + 1}`);
    const s = await supplierWith(names);
    const firstBatch = s.ids.slice(0, SHOWROOM.maxExhibits - 1);
    expect((await s.as(showroomCalls.add, { productIds: firstBatch })).body.code).toBe(0);
    const tooMany = await s.as(showroomCalls.add, {
      productIds: s.ids.slice(SHOWROOM.maxExhibits - 1),
    });
    expect(tooMany.body.code).toBe(3400);
    expect(tooMany.body.msg).toBe(
      'Your showroom can display at most 30 products and has room for 1 more. Remove a product or choose fewer.',
    );
    const last = s.ids[SHOWROOM.maxExhibits - 1];
    expect((await s.as(showroomCalls.add, { productIds: [last] })).body.code).toBe(0);
    const full = await s.as(showroomCalls.add, { productIds: [s.ids[SHOWROOM.maxExhibits]] });
    expect(full.body.code).toBe(3400);
    expect(full.body.msg).toContain('room for 0 more');
    const listed = await s.as(showroomCalls.list, {});
    expect(listed.body.data.list).toHaveLength(SHOWROOM.maxExhibits);
  });

  it('holds the cap and refuses doubles when adds arrive at the same time', async () => {
    const names = Array.from({ length: SHOWROOM.maxExhibits + 3 }, (_, i) => `Biscuit ${i + 1}`);
    const s = await supplierWith(names);
    await s.as(showroomCalls.add, { productIds: s.ids.slice(0, SHOWROOM.maxExhibits - 2) });
    const racing = await Promise.all(
      s.ids.slice(SHOWROOM.maxExhibits - 2).map((id) => s.as(showroomCalls.add, { productIds: [id] })),
    );
    expect(racing.map((r) => r.body.code).sort()).toEqual([0, 0, 3400, 3400, 3400]);

    const other = await supplierWith(['Tim Tam', 'Vegemite']);
    const doubles = await Promise.all(
      [1, 2, 3].map(() => other.as(showroomCalls.add, { productIds: [other.ids[0]] })),
    );
    expect(doubles.map((r) => r.body.code).sort()).toEqual([0, 3401, 3401]);
    const listed = await s.as(showroomCalls.list, {});
    expect(listed.body.data.list).toHaveLength(SHOWROOM.maxExhibits);
    const otherListed = await other.as(showroomCalls.list, {});
    expect(namesOf(otherListed.body.data)).toEqual(['Tim Tam']);
  });

  it('reorders: those listed first in the given order, the others after in their order', async () => {
    const s = await supplierWith(['Apple Juice', 'Pear Juice', 'Plum Juice', 'Kiwi Juice']);
    await s.as(showroomCalls.add, { productIds: s.ids });
    const full = await s.as(showroomCalls.sort, {
      productIds: [s.ids[3], s.ids[2], s.ids[1], s.ids[0]],
    });
    expect(namesOf(full.body.data)).toEqual(['Kiwi Juice', 'Plum Juice', 'Pear Juice', 'Apple Juice']);
    const partial = await s.as(showroomCalls.sort, { productIds: [s.ids[0]] });
    expect(namesOf(partial.body.data)).toEqual(['Apple Juice', 'Kiwi Juice', 'Plum Juice', 'Pear Juice']);
    expect(partial.body.data.list.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    // A product added later goes last.
    const [extra] = await makeSupplierProducts(t, s.supplierId, [{ name: 'Lime Juice' }]);
    await s.as(showroomCalls.add, { productIds: [extra] });
    const listed = await s.as(showroomCalls.list, {});
    expect(namesOf(listed.body.data).at(-1)).toBe('Lime Juice');
    // A product I do not display cannot be placed; nothing moves.
    const [notShown] = await makeSupplierProducts(t, s.supplierId, [{ name: 'Grape Juice' }]);
    const refused = await s.as(showroomCalls.sort, { productIds: [extra, notShown] });
    expect(refused.body.code).toBe(2000);
    expect(namesOf((await s.as(showroomCalls.list, {})).body.data)).toEqual(namesOf(listed.body.data));
  });

  it('removes one displayed product; the product stays in my list, unmarked', async () => {
    const s = await supplierWith(['Honey 250 g', 'Honey 500 g']);
    await s.as(showroomCalls.add, { productIds: s.ids });
    const marked = await callApi(t, productCalls.list, {}, { token: s.token });
    expect(marked.body.data.list.map((p) => [p.name, p.exhibited])).toEqual([
      ['Honey 500 g', true],
      ['Honey 250 g', true],
    ]);
    const removed = await s.as(showroomCalls.remove, { productId: s.ids[0] });
    expect(removed.body).toMatchObject({ code: 0, data: null });
    expect(namesOf((await s.as(showroomCalls.list, {})).body.data)).toEqual(['Honey 500 g']);
    const after = await callApi(t, productCalls.list, {}, { token: s.token });
    expect(after.body.data.list.map((p) => [p.name, p.exhibited])).toEqual([
      ['Honey 500 g', true],
      ['Honey 250 g', false],
    ]);
    expect((await s.as(showroomCalls.remove, { productId: s.ids[0] })).body.code).toBe(2000);
    expect(await isProductExhibited(t.ctx.db, s.supplierId, s.ids[1] ?? 0)).toBe(true);
    expect(await isProductExhibited(t.ctx.db, s.supplierId, s.ids[0] ?? 0)).toBe(false);
    // Removed and added again: it goes to the end.
    await s.as(showroomCalls.add, { productIds: [s.ids[0]] });
    expect(namesOf((await s.as(showroomCalls.list, {})).body.data)).toEqual(['Honey 500 g', 'Honey 250 g']);
  });

  it('keeps each company to its own showroom', async () => {
    const a = await supplierWith(['Macadamia Cookies', 'Lamington']);
    const b = await supplierWith(['Pavlova Mix']);
    await a.as(showroomCalls.add, { productIds: [a.ids[0]] });

    const steal = await b.as(showroomCalls.add, { productIds: [a.ids[1]] });
    expect(steal.body.code).toBe(2000);
    const mixed = await b.as(showroomCalls.add, { productIds: [b.ids[0], a.ids[1]] });
    expect(mixed.body.code).toBe(2000);
    expect((await b.as(showroomCalls.list, {})).body.data.list).toEqual([]);

    expect((await b.as(showroomCalls.remove, { productId: a.ids[0] })).body.code).toBe(2000);
    expect((await b.as(showroomCalls.sort, { productIds: [a.ids[0]] })).body.code).toBe(2000);
    const suggestions = await b.as(showroomCalls.suggestions, { limit: 30 });
    expect(suggestions.body.data.map((p) => p.name)).toEqual(['Pavlova Mix']);
    expect(namesOf((await a.as(showroomCalls.list, {})).body.data)).toEqual(['Macadamia Cookies']);

    const buyer = await makeBuyerAndLogIn(t);
    const asBuyer = await callApi(t, showroomCalls.list, {}, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
  });
});

describe('showroom suggestions (recommendingCommodities)', () => {
  it('ranks picture, wanted by buyers, live quote, catalogue, recent in that order and leaves out displayed ones', async () => {
    const supplier = await signUpAndLogIn(t);
    const image = await upload(t, supplier.token, await imageBytes('png'), 'front.png');
    const imageIds = [image.body.data.fileId as string];
    const [masterId] = await makeMasterProducts(t, [
      { barcode: '9300633603208', name: 'Manuka Honey 250 g', brand: 'Hive & Co' },
    ]);
    const ids = await makeSupplierProducts(t, supplier.supplierId, [
      { name: 'Plain', updatedAt: longAgo() },
      { name: 'Recent' },
      { name: 'Catalogue', masterProductId: masterId ?? 0, updatedAt: longAgo() },
      { name: 'Quoted', updatedAt: longAgo() },
      { name: 'Pictured', imageIds, updatedAt: longAgo() },
      { name: 'Everything', imageIds },
      { name: 'Wanted', brand: 'Kauri Hive Test', updatedAt: longAgo() },
    ]);
    await makeBuyers(t, [{ interestedBrands: ['Kauri Hive Test'] }]);
    const auth = { token: supplier.token };
    for (const productId of [ids[3], ids[5]]) {
      const quote = await callApi(
        t,
        quoteCalls.create,
        {
          productId,
          price: '4.5',
          currency: 'USD',
          terms: 'FOB',
          expiresOn: '2099-01-01',
        },
        auth,
      );
      expect(quote.body.code).toBe(0);
    }
    // Quoting does not change the product; keep "Quoted" old.
    const suggested = await callApi(t, showroomCalls.suggestions, { limit: 10 }, auth);
    expect(suggested.body.data.map((p) => [p.name, p.reasons])).toEqual([
      ['Everything', ['image', 'liveQuote', 'recent']],
      ['Pictured', ['image']],
      ['Wanted', ['wanted']],
      ['Quoted', ['liveQuote']],
      ['Catalogue', ['catalogue']],
      ['Recent', ['recent']],
      ['Plain', []],
    ]);
    expect(suggested.body.data[0]?.imageUrl).toContain('/api/files/');
    expect(suggested.body.data[0]?.quoteStatus).toBe('active');
    expect(suggested.body.data[4]?.kind).toBe('linked');

    const top = await callApi(t, showroomCalls.suggestions, { limit: 2 }, auth);
    expect(top.body.data.map((p) => p.name)).toEqual(['Everything', 'Pictured']);
    const byDefault = await callApi(t, showroomCalls.suggestions, {}, auth);
    expect(byDefault.body.data).toHaveLength(7);

    await callApi(t, showroomCalls.add, { productIds: [ids[5], ids[3]] }, auth);
    const after = await call<ShowroomSuggestionList>(
      t,
      showroomCalls.suggestions.aliases[0],
      { limit: 10 },
      auth,
    );
    expect(after.body.data.map((p) => p.name)).toEqual([
      'Pictured',
      'Wanted',
      'Catalogue',
      'Recent',
      'Plain',
    ]);
  });
});
