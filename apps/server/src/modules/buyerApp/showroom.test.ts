import { randomUUID } from 'node:crypto';
import {
  type ApiCall,
  buyerAppCalls,
  buyerCalls,
  type CallBody,
  productCalls,
  showroomCalls,
} from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeSupplierProducts } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("buyers' app: a supplier's showroom", () => {
  it("shows the displayed products first, in the supplier's order, then the others newest first", async () => {
    const supplier = await signUpAndLogIn(t);
    const ids = await makeSupplierProducts(
      t,
      supplier.supplierId,
      ['Flat White Beans', 'Long Black Beans', 'Chai Latte Mix', 'Hot Chocolate', 'Babycino Mix'].map(
        (name) => ({ name }),
      ),
    );
    const buyer = await makeBuyerAndLogIn(t);
    const visit = async () => {
      const showroom = await callApi(
        t,
        buyerAppCalls.supplierShowroom,
        { supplierId: supplier.supplierId },
        { token: buyer.token },
      );
      expect(showroom.body.code).toBe(0);
      const { products, featuredCount } = showroom.body.data;
      return { names: products.map((p) => p.name), featuredCount };
    };
    const asSupplier = <C extends ApiCall>(apiCall: C, body: CallBody<C>) =>
      callApi(t, apiCall, body, { token: supplier.token });

    expect(await visit()).toEqual({
      names: ['Babycino Mix', 'Hot Chocolate', 'Chai Latte Mix', 'Long Black Beans', 'Flat White Beans'],
      featuredCount: 0,
    });

    await asSupplier(showroomCalls.add, { productIds: [ids[1], ids[3]] });
    expect(await visit()).toEqual({
      names: ['Long Black Beans', 'Hot Chocolate', 'Babycino Mix', 'Chai Latte Mix', 'Flat White Beans'],
      featuredCount: 2,
    });

    await asSupplier(showroomCalls.sort, { productIds: [ids[3], ids[1]] });
    expect((await visit()).names.slice(0, 2)).toEqual(['Hot Chocolate', 'Long Black Beans']);

    await asSupplier(showroomCalls.remove, { productId: ids[3] });
    expect(await visit()).toEqual({
      names: ['Long Black Beans', 'Babycino Mix', 'Hot Chocolate', 'Chai Latte Mix', 'Flat White Beans'],
      featuredCount: 1,
    });
  });

  it('keeps an old displayed product even when newer ones fill the page', async () => {
    const supplier = await signUpAndLogIn(t);
    const [oldest] = await makeSupplierProducts(t, supplier.supplierId, [{ name: 'Heritage Jam' }]);
    await makeSupplierProducts(
      t,
      supplier.supplierId,
      Array.from({ length: 65 }, (_, i) => ({ name: `Cracker ${i + 1}` })),
    );
    await callApi(t, showroomCalls.add, { productIds: [oldest] }, { token: supplier.token });
    const buyer = await makeBuyerAndLogIn(t);
    const showroom = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      { token: buyer.token },
    );
    const { products, featuredCount, productCount } = showroom.body.data;
    expect(productCount).toBe(66);
    expect(featuredCount).toBe(1);
    expect(products).toHaveLength(60);
    expect(products.slice(0, 2).map((p) => p.name)).toEqual(['Heritage Jam', 'Cracker 65']);
    expect(new Set(products.map((p) => p.productId)).size).toBe(60);
  });
});

describe("buyers' app: suppliers and showrooms", () => {
  it('finds a supplier, opens its showroom and a product, and the supplier sees both visits', async () => {
    const supplier = await signUpAndLogIn(
      t,
      { companyName: `Kauri Honey ${randomUUID().slice(0, 6)} Ltd` },
      { showroom: 'open' },
    );
    const buyer = await makeBuyerAndLogIn(t, { name: 'Visiting Buyer' });
    const product = await callApi(
      t,
      productCalls.create,
      { barcode: '4006381333931', mid: 'K-1', name: 'Kauri Honey 500 g' },
      { token: supplier.token },
    );
    const found = await callApi(
      t,
      buyerAppCalls.suppliers,
      { keyword: 'kauri honey 500' },
      { token: buyer.token },
    );
    // Three displayed products (the open showroom) and the honey.
    expect(found.body.data.list.map((s) => [s.id, s.productCount])).toEqual([[supplier.supplierId, 4]]);
    expect(found.body.data.list[0]?.logoUrl).toMatch(/^\/api\/files\//);
    const showroom = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      { token: buyer.token },
    );
    expect(showroom.body.data.featuredCount).toBe(3);
    expect(showroom.body.data.products.map((p) => p.name).at(-1)).toBe('Kauri Honey 500 g');
    expect(showroom.body.data.profile?.introduction).toMatch(/^Family-owned olive oil mill/);
    expect(showroom.body.data.conversationId).toBeNull();
    const opened = await callApi(
      t,
      buyerAppCalls.product,
      { productId: product.body.data.id },
      { token: buyer.token },
    );
    expect(opened.body.data.name).toBe('Kauri Honey 500 g');
    const visitors = await callApi(t, buyerCalls.visitors, {}, { token: supplier.token });
    expect(visitors.body.data.list.map((v) => [v.name, v.viewed.kind])).toEqual([
      ['Visiting Buyer', 'product'],
      ['Visiting Buyer', 'showroom'],
    ]);
    expect(
      (await callApi(t, buyerAppCalls.supplierShowroom, { supplierId: 99999 }, { token: buyer.token })).body
        .code,
    ).toBe(2000);
  });
});
