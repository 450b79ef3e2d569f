import { catalogueCalls, productCalls, referenceCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let masterIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  masterIds = await makeMasterProducts(t, [
    { barcode: '036000291452', name: 'Manuka Honey UMF 10+ 250 g', brand: 'Bee Kingdom', mid: 'BK-250' },
    { barcode: '4006381333931', name: 'Raw Clover Honey 500 g', brand: 'Bee Kingdom', mid: 'BK-500' },
    { barcode: '96385074', name: 'Whole Milk Powder 1 kg', brand: 'Milky Clover', category: 'fb_dairy' },
  ]);
});
afterAll(() => t.close());

describe('master catalogue', () => {
  it('finds a product by barcode with or without leading zeros', async () => {
    const { token } = await signUpAndLogIn(t);
    for (const barcode of ['036000291452', '0036000291452', '36000291452']) {
      const found = await callApi(t, catalogueCalls.search, { barcode }, { token });
      expect(
        found.body.data.list.map((p) => p.name),
        barcode,
      ).toEqual(['Manuka Honey UMF 10+ 250 g']);
    }
  });

  it('searches by words, MID, category (with its sub-categories) and brand, with totals', async () => {
    const { token } = await signUpAndLogIn(t);
    const byWords = await callApi(t, catalogueCalls.search, { keyword: 'honey bee' }, { token });
    expect(byWords.body.data.total).toBe(2);
    const byMid = await callApi(t, catalogueCalls.search, { mid: 'bk-500' }, { token });
    expect(byMid.body.data.list.map((p) => p.barcode)).toEqual(['4006381333931']);
    const tree = await callApi(t, referenceCalls.categories, {}, { token });
    const nutrition = tree.body.data.find((c) => c.label === 'Nutrition & Health');
    const byCategory = await callApi(t, catalogueCalls.search, { categoryId: nutrition?.value }, { token });
    expect(byCategory.body.data.total).toBe(2);
    expect(byCategory.body.data.list[0]?.categoryPath).toEqual([
      'Nutrition & Health',
      'Honey & Bee Products',
    ]);
    const byBrand = await callApi(t, catalogueCalls.search, { brand: 'Milky Clover' }, { token });
    expect(byBrand.body.data.list.map((p) => p.name)).toEqual(['Whole Milk Powder 1 kg']);
    const paged = await callApi(t, catalogueCalls.search, { pageSize: 1, pageIndex: 2 }, { token });
    expect(paged.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    const pastTheEnd = await callApi(t, catalogueCalls.search, { pageSize: 10, pageIndex: 9 }, { token });
    expect(pastTheEnd.body.data).toMatchObject({ list: [], total: 3 });
  });

  it('links a master product once and then shows it as in my list', async () => {
    const { token } = await signUpAndLogIn(t);
    const linked = await callApi(t, productCalls.link, { masterProductId: masterIds[0] }, { token });
    expect(linked.body.data).toMatchObject({
      kind: 'linked',
      name: 'Manuka Honey UMF 10+ 250 g',
      brand: 'Bee Kingdom',
      quoteStatus: 'none',
    });
    // The second spelling of the link call answers the same.
    const again = await call(t, productCalls.link.aliases[0], { masterProductId: masterIds[0] }, { token });
    expect(again.body).toMatchObject({ code: 2001, msg: 'This product is already in your list' });
    const search = await callApi(t, catalogueCalls.search, { barcode: '036000291452' }, { token });
    expect(search.body.data.list[0]?.myProductId).toBe(linked.body.data.id);
  });

  it('finds a product by barcode (with or without leading zeros) or MID typed in the keyword box', async () => {
    const { token } = await signUpAndLogIn(t);
    // Kept apart from the other tests' totals: added here, last in the file.
    await makeMasterProducts(t, [
      {
        barcode: '0012345678905',
        name: 'Acacia Honey 350 g',
        brand: 'Meadow Gold',
        mid: 'MG-350',
        category: 'fb_dairy',
      },
    ]);
    const names = async (keyword: string) =>
      (await callApi(t, catalogueCalls.search, { keyword }, { token })).body.data.list.map((p) => p.name);
    expect(await names('4006381333931')).toEqual(['Raw Clover Honey 500 g']);
    // The UPC-A product found by its EAN-13 form, and the EAN-13 product by its UPC-A form.
    expect(await names('0036000291452')).toEqual(['Manuka Honey UMF 10+ 250 g']);
    expect(await names('036000291452')).toEqual(['Manuka Honey UMF 10+ 250 g']);
    expect(await names('012345678905')).toEqual(['Acacia Honey 350 g']);
    expect(await names('0012345678905')).toEqual(['Acacia Honey 350 g']);
    expect(await names('BK-250')).toEqual(['Manuka Honey UMF 10+ 250 g']);
    expect(await names('mg-350')).toEqual(['Acacia Honey 350 g']);
    expect(await names('acacia meadow')).toEqual(['Acacia Honey 350 g']);
    expect(await names('honey 500')).toEqual(['Raw Clover Honey 500 g']);
    // The specific fields still narrow the keyword.
    const both = await callApi(
      t,
      catalogueCalls.search,
      { keyword: 'honey', brand: 'Meadow Gold' },
      { token },
    );
    expect(both.body.data.list.map((p) => p.name)).toEqual(['Acacia Honey 350 g']);
  });

  it('finds my product by the other form of its barcode in the My products keyword', async () => {
    const { token } = await signUpAndLogIn(t);
    const upc = await callApi(t, productCalls.link, { masterProductId: masterIds[0] }, { token });
    for (const keyword of ['036000291452', '0036000291452', 'BK-250']) {
      const list = await callApi(t, productCalls.list, { keyword }, { token });
      expect(
        list.body.data.list.map((p) => p.id),
        keyword,
      ).toEqual([upc.body.data.id]);
    }
  });
});
