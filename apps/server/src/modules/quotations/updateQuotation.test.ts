import { quotationCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { callApi, fieldsOf } from '../../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('updating a quotation', () => {
  it('replaces its lines, keeps its number and adds 1 to its version each time', async () => {
    const { token, honey, crackers } = await supplierWithProducts(t);
    const created = (await createQuotation(t, token, quotationInput([honey.id, crackers.id]))).body.data;
    const updated = await callApi(
      t,
      quotationCalls.update,
      {
        ...quotationInput([]),
        id: created.id,
        name: 'Spring price list (revised)',
        terms: 'CIF',
        place: 'ningbo',
        currency: 'EUR',
        remark: null,
        lines: [{ productId: crackers.id, price: '0.75', spec: 'Tray of 6' }],
      },
      { token },
    );
    expect(updated.body.code).toBe(0);
    expect(updated.body.data).toMatchObject({
      id: created.id,
      number: created.number,
      version: 2,
      name: 'Spring price list (revised)',
      terms: 'CIF',
      place: 'ningbo',
      currency: 'EUR',
      remark: null,
      lineCount: 1,
    });
    expect(updated.body.data.lines.map((l) => [l.productName, l.price, l.spec])).toEqual([
      ['Oat Crackers 200 g', '0.75', 'Tray of 6'],
    ]);
    expect(updated.body.data.updatedAt >= created.updatedAt).toBe(true);
    const again = await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([honey.id]), id: created.id },
      { token },
    );
    expect(again.body.data).toMatchObject({ number: created.number, version: 3, lineCount: 1 });
  });

  it('validates like creation and leaves the quotation as it was when refused', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const created = (await createQuotation(t, token, quotationInput([honey.id]))).body.data;
    const refused = await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([]), id: created.id, name: '' },
      { token },
    );
    expect(fieldsOf(refused)).toEqual({
      name: 'Please enter the quotation name',
      lines: 'Add at least one product',
    });
    const info = await callApi(t, quotationCalls.info, { id: created.id }, { token });
    expect(info.body.data).toMatchObject({ version: 1, name: 'Spring price list', lineCount: 1 });
  });

  it('keeps an expired quotation editable with its own date, but refuses another past date', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const created = (await createQuotation(t, token, quotationInput([honey.id]))).body.data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2021-03-31' }).where(eq(quotations.id, created.id));
    const sameDate = await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([honey.id], { expiresOn: '2021-03-31', name: 'Old list' }), id: created.id },
      { token },
    );
    expect(sameDate.body.data).toMatchObject({ name: 'Old list', isExpired: true, version: 2 });
    const otherPast = await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([honey.id], { expiresOn: '2021-04-30' }), id: created.id },
      { token },
    );
    expect(fieldsOf(otherPast)).toEqual({
      expiresOn: 'The expiration date must be today or later',
    });
    const renewed = await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([honey.id]), id: created.id },
      { token },
    );
    expect(renewed.body.data).toMatchObject({ isExpired: false, version: 3 });
  });
});
