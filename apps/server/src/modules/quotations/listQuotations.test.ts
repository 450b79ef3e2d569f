import { type Quotation, type QuotationListQuery, quotationCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { callApi } from '../../test/factories.js';
import {
  createQuotation,
  quotationInput,
  supplierWithProducts,
  YEAR,
} from '../../test/quotationFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('listing quotations', () => {
  it('pages newest first, finds by name or number, and filters open and expired', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const names = ['Winter honey', 'Summer crackers', 'Honey & crackers bundle', 'Autumn list'];
    const made: Quotation[] = [];
    for (const name of names)
      made.push((await createQuotation(t, token, quotationInput([honey.id], { name }))).body.data);
    const [winter, , , autumn] = made;
    if (!winter || !autumn) throw new Error('setup');
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, winter.id));

    const list = (query: QuotationListQuery) =>
      callApi(t, quotationCalls.list, query, { token }).then((r) => r.body.data);
    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.list.map((q) => q.name)).toEqual([...names].reverse());
    expect(all.list[0]).toMatchObject({ lineCount: 1, version: 1, isExpired: false });
    expect(all.list[0]).not.toHaveProperty('lines');

    const page2 = await list({ pageSize: 3, pageIndex: 2 });
    expect(page2).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3 });
    expect(page2.list.map((q) => q.name)).toEqual(['Winter honey']);

    expect((await list({ keyword: 'HONEY' })).list.map((q) => q.name)).toEqual([
      'Honey & crackers bundle',
      'Winter honey',
    ]);
    expect((await list({ keyword: autumn.number })).list.map((q) => q.name)).toEqual(['Autumn list']);
    expect((await list({ keyword: '100%' })).total).toBe(0);

    const expired = await list({ status: 'expired' });
    expect(expired.list.map((q) => [q.name, q.isExpired])).toEqual([['Winter honey', true]]);
    const open = await list({ status: 'open', keyword: 'honey' });
    expect(open.list.map((q) => q.name)).toEqual(['Honey & crackers bundle']);
  });

  it('offers only open quotations to pickers', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const open = (await createQuotation(t, token, quotationInput([honey.id], { name: 'Open offer' }))).body
      .data;
    const old = (await createQuotation(t, token, quotationInput([honey.id], { name: 'Old offer' }))).body
      .data;
    await t.ctx.db.update(quotations).set({ expiresOn: '2022-01-01' }).where(eq(quotations.id, old.id));
    const options = await callApi(t, quotationCalls.select, {}, { token });
    expect(options.body.data).toEqual([
      {
        id: open.id,
        number: open.number,
        version: 1,
        name: 'Open offer',
        terms: open.terms,
        place: open.place,
        currency: 'USD',
        expiresOn: open.expiresOn,
        lineCount: 1,
      },
    ]);
    const none = await callApi(t, quotationCalls.select, { keyword: 'nothing' }, { token });
    expect(none.body.data).toEqual([]);
  });
});

describe('tenancy and access', () => {
  it("keeps each supplier to its own quotations, by any id, and numbers each company's own", async () => {
    const a = await supplierWithProducts(t);
    const b = await supplierWithProducts(t);
    const mine = (await createQuotation(t, a.token, quotationInput([a.honey.id]))).body.data;
    const asB = { token: b.token };
    const answers = {
      info: await callApi(t, quotationCalls.info, { id: mine.id }, asB),
      update: await callApi(t, quotationCalls.update, { ...quotationInput([b.honey.id]), id: mine.id }, asB),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.body, name).toMatchObject({ code: 2000, msg: 'This item does not exist or was deleted' });
    }
    const bList = await callApi(t, quotationCalls.list, {}, asB);
    expect(bList.body.data.total).toBe(0);
    const bOptions = await callApi(t, quotationCalls.select, {}, asB);
    expect(bOptions.body.data).toEqual([]);
    const bOwn = await createQuotation(t, b.token, quotationInput([b.honey.id]));
    expect(bOwn.body.data.number).toBe(`Q-${YEAR}-0001`);
    const untouched = await callApi(t, quotationCalls.info, { id: mine.id }, { token: a.token });
    expect(untouched.body.data).toMatchObject({ version: 1, lines: [{ productId: a.honey.id }] });
  });

  it('answers 401 without a token', async () => {
    const answers = {
      list: await callApi(t, quotationCalls.list, {}),
      select: await callApi(t, quotationCalls.select, {}),
      info: await callApi(t, quotationCalls.info, { id: 1 }),
      create: await callApi(t, quotationCalls.create, quotationInput([1])),
      update: await callApi(t, quotationCalls.update, { ...quotationInput([1]), id: 1 }),
    };
    for (const [name, answer] of Object.entries(answers)) expect(answer.status, name).toBe(401);
  });
});
