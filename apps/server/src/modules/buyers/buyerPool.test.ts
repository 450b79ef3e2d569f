import { type BuyerQuery, buyerCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../test/buyerFactories.js';
import { minutesAgo as ago, makeBuyerCatalogue, uniqueWord as tag } from '../../test/buyerPoolFactories.js';
import { call, callApi, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { recordBuyerWrote } from './contacts.service.js';

let t: TestApp;
let honey: number;
let milk: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ honey, milk } = await makeBuyerCatalogue(t));
});
afterAll(() => t.close());

async function pool(token: string, query: BuyerQuery) {
  const result = await callApi(t, buyerCalls.pool, query, { token });
  expect(result.body.code).toBe(0);
  return result.body.data;
}

describe('buyer pool', () => {
  it('lists buyers most recently online first, never-online last, paged with a total', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const word = tag();
    await makeBuyers(t, [
      { name: `Li ${word} Day`, lastOnlineAt: ago(24 * 60) },
      { name: `Li ${word} Never`, lastOnlineAt: null },
      { name: `Li ${word} Now`, lastOnlineAt: ago(2) },
      { name: `Li ${word} Hour`, lastOnlineAt: ago(61) },
    ]);
    const first = await pool(token, { keyword: word, pageSize: 3 });
    expect(first.total).toBe(4);
    expect(first.list.map((b) => b.name.split(' ')[2])).toEqual(['Now', 'Hour', 'Day']);
    expect(first.list[0]?.online).toBe(true);
    expect(first.list[1]?.online).toBe(false);
    const second = await pool(token, { keyword: word, pageSize: 3, pageIndex: 2 });
    expect(second.list.map((b) => [b.name.split(' ')[2], b.lastOnlineAt])).toEqual([['Never', null]]);
    expect(second.pageIndex).toBe(2);
  });

  it('searches by product, brand, buyer name or company name, case-insensitively', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const word = tag();
    await makeBuyers(t, [
      { name: `Zhang ${word}`, products: [{ masterProductId: honey, kind: 'purchasing', at: ago(5) }] },
      { companyName: `Ningbo ${word} Import Co.`, interestedBrands: ['Milky Clover'] },
      { name: `Wang ${word}`, products: [{ masterProductId: milk, kind: 'browsed', at: ago(5) }] },
    ]);
    const names = async (keyword: string) =>
      (await pool(token, { keyword, pageSize: 100 })).list
        .filter((b) => `${b.name} ${b.companyName}`.includes(word))
        .map((b) => b.name.split(' ')[0] ?? b.companyName);
    expect(await names(word.toUpperCase())).toHaveLength(3);
    expect(await names('manuka honey')).toEqual(['Zhang']);
    expect(await names('milky clover')).toEqual(['Buyer']);
    expect(await names(`ningbo ${word}`)).toEqual(['Buyer']);
    // Browsing a product does not make a buyer a match for it: only what they buy or asked about.
    expect(await names('whole milk powder')).toEqual([]);
    // The user's % and _ are literal.
    expect((await pool(token, { keyword: `${word}%` })).total).toBe(0);
  });

  it('filters by main category, selected and new buyers, and hides contacted buyers', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const word = tag();
    const [food, beauty, selected, fresh] = await makeBuyers(t, [
      { name: `A ${word} food`, mainCategory: 'food_beverage' },
      { name: `B ${word} beauty`, mainCategory: 'beauty_personal_care' },
      { name: `C ${word} selected`, mainCategory: 'mother_baby', isSelected: true },
      { name: `D ${word} new`, mainCategory: 'mother_baby', joinedAt: ago(60 * 24 * 3) },
    ]);
    const ids = async (query: BuyerQuery) =>
      (await pool(token, { keyword: word, ...query })).list.map((b) => b.id).sort();
    expect(await ids({ mainCategory: 'beauty_personal_care' })).toEqual([beauty]);
    expect(await ids({ mainCategory: 'mother_baby' })).toEqual([selected, fresh].sort());
    expect(await ids({ tab: 'selected' })).toEqual([selected]);
    expect(await ids({ tab: 'new' })).toEqual([fresh]);
    const listed = await pool(token, { keyword: word, tab: 'new' });
    expect(listed.list[0]?.isNew).toBe(true);

    await callApi(t, buyerCalls.contact, { buyerId: food }, { token });
    expect(await ids({ hideContacted: true })).toEqual([beauty, selected, fresh].sort());
    expect((await pool(token, { keyword: word, hideContacted: true })).total).toBe(3);
    const all = await pool(token, { keyword: word });
    expect(all.list.find((b) => b.id === food)?.contactStatus).toBe('contacted');
  });

  it('hides a buyer contacted since the last look at once, whoever started the contact', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const word = tag();
    const [mine, theirs, other] = await makeBuyers(t, [
      { name: `F ${word} mine`, lastOnlineAt: ago(1) },
      { name: `G ${word} theirs`, lastOnlineAt: ago(2) },
      { name: `H ${word} other`, lastOnlineAt: ago(3) },
    ]);
    const hidden = async () => {
      const page = await pool(token, { keyword: word, hideContacted: true });
      return { ids: page.list.map((b) => b.id), total: page.total };
    };
    expect(await hidden()).toEqual({ ids: [mine, theirs, other], total: 3 });
    await callApi(t, buyerCalls.contact, { buyerId: mine }, { token });
    expect(await hidden()).toEqual({ ids: [theirs, other], total: 2 });
    // The buyer wrote first (the chat, possibly in another process of the app).
    await recordBuyerWrote(t.ctx.db, supplierId, theirs as number);
    expect(await hidden()).toEqual({ ids: [other], total: 1 });
    await callApi(t, buyerCalls.contact, { buyerId: other }, { token });
    expect(await hidden()).toEqual({ ids: [], total: 0 });
    expect((await pool(token, { keyword: `${word}-nobody`, hideContacted: true })).total).toBe(0);
  });

  it('rejects an unknown category and needs a signed-in supplier', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    // An unknown category on purpose, so the raw call.
    const bad = await call(t, buyerCalls.pool.path, { mainCategory: 'weapons' }, { token });
    expect(bad.body.code).toBe(1000);
    const anonymous = await callApi(t, buyerCalls.pool, {});
    expect(anonymous.status).toBe(401);
  });

  it('never exposes a buyer’s email', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const word = tag();
    await makeBuyers(t, [{ name: `E ${word}`, email: `${word}@secret.test` }]);
    const result = await callApi(t, buyerCalls.pool, { keyword: word }, { token });
    expect(JSON.stringify(result.body)).not.toContain('secret.test');
  });
});
