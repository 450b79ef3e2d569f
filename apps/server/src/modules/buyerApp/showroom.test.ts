import { apiPaths, type SupplierShowroom } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
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
      const showroom = await call<SupplierShowroom>(
        t,
        apiPaths.buyerAppSupplierInfo,
        { supplierId: supplier.supplierId },
        { token: buyer.token },
      );
      expect(showroom.body.code).toBe(0);
      const { products, featuredCount } = showroom.body.data;
      return { names: products.map((p) => p.name), featuredCount };
    };
    const asSupplier = (path: string, body: unknown) => call(t, path, body, { token: supplier.token });

    expect(await visit()).toEqual({
      names: ['Babycino Mix', 'Hot Chocolate', 'Chai Latte Mix', 'Long Black Beans', 'Flat White Beans'],
      featuredCount: 0,
    });

    await asSupplier(apiPaths.showroomExhibitAdd, { productIds: [ids[1], ids[3]] });
    expect(await visit()).toEqual({
      names: ['Long Black Beans', 'Hot Chocolate', 'Babycino Mix', 'Chai Latte Mix', 'Flat White Beans'],
      featuredCount: 2,
    });

    await asSupplier(apiPaths.showroomExhibitSort, { productIds: [ids[3], ids[1]] });
    expect((await visit()).names.slice(0, 2)).toEqual(['Hot Chocolate', 'Long Black Beans']);

    await asSupplier(apiPaths.showroomExhibitRemove, { productId: ids[3] });
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
    await call(t, apiPaths.showroomExhibitAdd, { productIds: [oldest] }, { token: supplier.token });
    const buyer = await makeBuyerAndLogIn(t);
    const showroom = await call<SupplierShowroom>(
      t,
      apiPaths.buyerAppSupplierInfo,
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
