import { productCalls, quotationCalls, quoteCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { seedDemoQuotations } from '../../db/seedDemoQuotations.js';
import { callApi } from '../../test/factories.js';
import {
  createProduct,
  createQuotation,
  quotationInput,
  supplierWithProducts,
  YEAR,
} from '../../test/quotationFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { findOpenQuotationsUsingProduct } from './quotations.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('products used by quotations', () => {
  it('names the open quotations that use a product, and keeps expired ones readable after deletion', async () => {
    const a = await supplierWithProducts(t);
    const open = (await createQuotation(t, a.token, quotationInput([a.honey.id, a.crackers.id]))).body.data;
    const old = (await createQuotation(t, a.token, quotationInput([a.crackers.id], { name: 'Old crackers' })))
      .body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, old.id));
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, a.supplierId, a.honey.id)).toEqual([
      { id: open.id, number: open.number, name: 'Spring price list' },
    ]);
    const b = await supplierWithProducts(t);
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, b.supplierId, a.honey.id)).toEqual([]);

    // A product left only in expired quotations may go; its lines keep what was quoted.
    const onlyOld = await createProduct(t, a.token, {
      barcode: '036000291452',
      mid: 'GONE-1',
      name: 'Discontinued biscuits',
    });
    const expired = (await createQuotation(t, a.token, quotationInput([onlyOld.id]))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, expired.id));
    expect(await findOpenQuotationsUsingProduct(t.ctx.db, a.supplierId, onlyOld.id)).toEqual([]);
    const deleted = await callApi(t, productCalls.delete, { id: onlyOld.id }, { token: a.token });
    expect(deleted.body.code).toBe(0);
    const after = await callApi(t, quotationCalls.info, { id: expired.id }, { token: a.token });
    expect(after.body.data.lines).toMatchObject([
      { productId: null, productName: 'Discontinued biscuits', code: '036000291452', price: '12.5' },
    ]);
  });
});

describe('demo data', () => {
  it('gives a supplier two open quotations (one revised) and three product prices', async () => {
    const { token, supplierId, adminId, honey, crackers } = await supplierWithProducts(t);
    const third = await createProduct(t, token, {
      barcode: '036000291452',
      mid: 'DEMO-3',
      name: 'Macadamia Cookies',
    });
    await seedDemoQuotations(
      t.ctx,
      {
        sessionId: 0,
        userId: adminId,
        kind: 'supplier',
        supplierId,
        buyerId: null,
        adminCode: 'demo',
        email: 'demo@example.test',
        realName: 'Demo',
        permissions: new Set(),
        ownScope: new Set(),
      },
      [honey.id, crackers.id, third.id],
    );
    const list = await callApi(t, quotationCalls.list, {}, { token });
    expect(list.body.data.list.map((q) => [q.number, q.version, q.lineCount, q.isExpired])).toEqual([
      [`Q-${YEAR}-0002`, 1, 2, false],
      [`Q-${YEAR}-0001`, 2, 3, false],
    ]);
    const prices = await callApi(t, quoteCalls.list, {}, { token });
    expect(prices.body.data.total).toBe(3);
  });
});
