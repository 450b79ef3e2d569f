import { buyerCalls, serviceCalls, TRIAL } from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerContacts, serviceLedger, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { callApi, logIn, signUpAndLogIn } from '../../test/factories.js';
import { endServiceOf, setContacts } from '../../test/ledgerFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { recordBuyerWrote } from './contacts.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quotaOf = async (token: string) => (await callApi(t, serviceCalls.quota, {}, { token })).body.data;
const ledgerOf = async (token: string) =>
  (await callApi(t, serviceCalls.quotaLedger, { pageSize: 100 }, { token })).body.data;
const contact = (token: string, buyerId: number) => callApi(t, buyerCalls.contact, { buyerId }, { token });
const check = (token: string, buyerId: number) => callApi(t, buyerCalls.contactCheck, { buyerId }, { token });

describe('service and trial', () => {
  it('starts every new company on the trial with its buyer contacts', async () => {
    const { token } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const service = await callApi(t, serviceCalls.effectiveService, {}, { token });
    expect(service.body.data).toMatchObject({ status: 'trial', daysLeft: TRIAL.days });
    const remaining = await callApi(t, serviceCalls.timeRemaining, {}, { token });
    expect(remaining.body.data).toMatchObject({ live: true, daysLeft: TRIAL.days });
    expect(await quotaOf(token)).toEqual({
      total: TRIAL.buyerContacts,
      used: 0,
      remaining: TRIAL.buyerContacts,
      active: TRIAL.buyerContacts,
    });
    const ledger = await ledgerOf(token);
    expect(ledger.list.map((e) => [e.days, e.contacts, e.reason])).toEqual([
      [TRIAL.days, TRIAL.buyerContacts, 'trial'],
    ]);
  });

  it('reports no live service once the trial has ended, and nothing is spendable', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await endServiceOf(t, supplierId);
    const service = await callApi(t, serviceCalls.effectiveService, {}, { token });
    expect(service.body.data).toEqual({
      status: 'none',
      startsAt: null,
      endsAt: null,
      daysLeft: 0,
      coveredUntil: null,
    });
    expect(await quotaOf(token)).toMatchObject({ remaining: TRIAL.buyerContacts, active: 0 });
  });
});

describe('contacting buyers spends the quota by SPEC 1', () => {
  it('spends one contact on a new buyer, nothing on the same buyer again, and logs who, whom and why', async () => {
    const { token, session } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{ name: 'Zhou Min', companyName: 'Xiamen Ruifeng Co.' }])) as [
      number,
    ];

    const before = await check(token, buyer);
    expect(before.body.data).toEqual({
      buyerId: buyer,
      contactStatus: 'none',
      consumesQuota: true,
      allowed: true,
      refusal: null,
      plan: 'trial',
    });
    expect((await quotaOf(token)).used).toBe(0); // checking spends nothing

    const first = await contact(token, buyer);
    expect(first.body.data).toEqual({ buyerId: buyer, contactStatus: 'contacted', charged: true });
    expect(await quotaOf(token)).toMatchObject({ used: 1, remaining: TRIAL.buyerContacts - 1 });

    const again = await contact(token, buyer);
    expect(again.body.data.charged).toBe(false);
    expect((await check(token, buyer)).body.data).toMatchObject({ consumesQuota: false, allowed: true });
    expect(await quotaOf(token)).toMatchObject({ used: 1 });

    const ledger = await ledgerOf(token);
    expect(ledger.list[0]).toMatchObject({
      contacts: -1,
      reason: 'contact',
      buyerId: buyer,
      buyerName: 'Zhou Min',
      buyerCompany: 'Xiamen Ruifeng Co.',
      userName: session.realName,
    });
    expect(ledger.total).toBe(2);
  });

  it('spends one contact on the first reply to a buyer-started conversation, and only once', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    await recordBuyerWrote(t.ctx.db, supplierId, buyer);
    const pending = await check(token, buyer);
    expect(pending.body.data).toMatchObject({
      contactStatus: 'responded',
      consumesQuota: true,
      allowed: true,
    });

    const reply = await contact(token, buyer);
    expect(reply.body.data).toEqual({ buyerId: buyer, contactStatus: 'responded', charged: true });
    expect((await contact(token, buyer)).body.data.charged).toBe(false);
    expect(await quotaOf(token)).toMatchObject({ used: 1 });
    expect((await ledgerOf(token)).list[0]).toMatchObject({ contacts: -1, reason: 'reply', buyerId: buyer });
  });

  it('marks a contacted buyer as responded once they write back, without spending more', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    await contact(token, buyer);
    await recordBuyerWrote(t.ctx.db, supplierId, buyer);
    expect((await check(token, buyer)).body.data).toMatchObject({
      contactStatus: 'responded',
      consumesQuota: false,
    });
    expect(await quotaOf(token)).toMatchObject({ used: 1 });
  });

  it('refuses without a live subscription, with the spec’s message, and creates and spends nothing', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    await endServiceOf(t, supplierId);
    expect((await check(token, buyer)).body.data).toMatchObject({
      allowed: false,
      refusal: 'NO_LIVE_SUBSCRIPTION',
    });
    const refused = await contact(token, buyer);
    expect(refused.body).toMatchObject({
      code: 3000,
      msg: 'Your account does not have a live subscription.',
    });
    const zh = await callApi(t, buyerCalls.contact, { buyerId: buyer }, { token, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('您的账户没有有效的订阅服务。');
    const rows = await t.ctx.db
      .select()
      .from(buyerContacts)
      .where(and(eq(buyerContacts.supplierId, supplierId), eq(buyerContacts.buyerId, buyer)));
    expect(rows).toEqual([]);
    expect(await quotaOf(token)).toMatchObject({ used: 0 });
    expect((await ledgerOf(token)).total).toBe(1);
  });

  it('refuses when the quota is used up, saying the trial’s contacts are spent, and never goes below zero', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [one, two] = (await makeBuyers(t, [{}, {}])) as [number, number];
    await setContacts(t, supplierId, 20, 19);
    expect((await contact(token, one)).body.data.charged).toBe(true);
    // The trial is still running: the quota is what is missing, not a subscription.
    expect((await check(token, two)).body.data).toMatchObject({
      allowed: false,
      refusal: 'QUOTA_EXHAUSTED',
      plan: 'trial',
    });
    const refused = await contact(token, two);
    expect(refused.body).toMatchObject({
      code: 3001,
      msg: 'You have used all 20 buyer contacts of your free trial. Buy a package to get more.',
    });
    expect(refused.body.msg).not.toContain('live subscription');
    const zh = await callApi(t, buyerCalls.contact, { buyerId: two }, { token, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('您已用完免费试用期的全部 20 个买家联系名额。购买套餐即可获得更多名额。');
    expect(await quotaOf(token)).toEqual({ total: 20, used: 20, remaining: 0, active: 0 });
    // Someone already contacted costs nothing, so it still works with an empty quota.
    expect((await contact(token, one)).body.code).toBe(0);
  });

  it('keeps each company’s contacts, statuses and ledger to itself', async () => {
    const a = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const b = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    await contact(a.token, buyer);
    expect((await check(b.token, buyer)).body.data).toMatchObject({
      contactStatus: 'none',
      consumesQuota: true,
    });
    expect((await ledgerOf(b.token)).list.map((e) => e.reason)).toEqual(['trial']);
    expect((await contact(b.token, buyer)).body.data.charged).toBe(true);
    expect(await quotaOf(a.token)).toMatchObject({ used: 1 });
    expect(await quotaOf(b.token)).toMatchObject({ used: 1 });
  });

  it('does not let a buyer account sign in to the supplier portal', async () => {
    await makeBuyers(t, [{ email: 'portal.buyer@buyers.test' }]);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Buyer#2026') })
      .where(eq(users.email, 'portal.buyer@buyers.test'));
    const login = await logIn(t, { username: 'portal.buyer@buyers.test', password: 'Buyer#2026' });
    expect(login.body.code).toBe(1101);
  });
});

describe('the quota under concurrency', () => {
  // PGlite has one connection and runs transactions one by one; PostgreSQL shows the real race.
  it(`lets exactly 10 of 100 simultaneous contacts through a quota of 10 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await setContacts(t, supplierId, 10);
    const buyers = await makeBuyers(
      t,
      Array.from({ length: 100 }, () => ({})),
    );
    const results = await Promise.all(buyers.map((buyerId) => contact(token, buyerId)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === 3001)).toHaveLength(90);
    const debits = await t.ctx.db
      .select()
      .from(serviceLedger)
      .where(and(eq(serviceLedger.supplierId, supplierId), eq(serviceLedger.reason, 'contact')));
    expect(debits).toHaveLength(10);
    const contacts = await t.ctx.db
      .select()
      .from(buyerContacts)
      .where(eq(buyerContacts.supplierId, supplierId));
    expect(contacts).toHaveLength(10);
    expect(await quotaOf(token)).toEqual({ total: 10, used: 10, remaining: 0, active: 0 });
  });

  it('spends one contact when the same buyer is contacted 20 times at once', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    const results = await Promise.all(Array.from({ length: 20 }, () => contact(token, buyer)));
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    expect(results.filter((r) => r.body.data.charged)).toHaveLength(1);
    const debits = await t.ctx.db
      .select()
      .from(serviceLedger)
      .where(eq(serviceLedger.supplierId, supplierId));
    expect(debits.filter((d) => d.contacts < 0)).toHaveLength(1);
  });
});
