import { billingCalls, serviceCalls, TRIAL } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, paymentOrders, serviceLedger } from '../../db/schema/index.js';
import { FAKE_MERCHANT_KEYS } from '../../platform/payments/fakeKeys.js';
import {
  cardTokenFor,
  FAKE_CARDS,
  openSession,
  orderOf,
  payByCard,
  paymentNotifyBody,
  postNotify,
} from '../../test/billingFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { setContacts } from '../../test/ledgerFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { RECONCILE_JOB } from './billing.jobs.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(() => t.fakePayments?.reset());

const DAY = 86_400_000;
const quotaOf = async (token: string) => (await callApi(t, serviceCalls.quota, {}, { token })).body.data;
const serviceOf = async (token: string) =>
  (await callApi(t, serviceCalls.effectiveService, {}, { token })).body.data;
const grantsOf = (supplierId: number) =>
  t.ctx.db
    .select()
    .from(serviceLedger)
    .where(eq(serviceLedger.supplierId, supplierId))
    .orderBy(serviceLedger.id);
const eventsOf = async (merchantTransactionId: string) => {
  const [order] = await t.ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.merchantTransactionId, merchantTransactionId));
  return t.ctx.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, order?.id ?? -1));
};

describe('buying a package by card', () => {
  it('offers the packages in the caller’s language, each covering from the end of the trial', async () => {
    const { token } = await signUpAndLogIn(t);
    const service = await serviceOf(token);
    const en = (await callApi(t, billingCalls.packages, {}, { token })).body.data;
    expect(en.map((p) => [p.name, p.days, p.buyerContacts, p.price, p.currency])).toEqual([
      ['Starter — 3 months', 90, 60, '299.00', 'USD'],
      ['Growth — 6 months', 180, 150, '549.00', 'USD'],
      ['Professional — 12 months', 365, 400, '999.00', 'USD'],
    ]);
    expect(en[0]?.coversFrom).toBe(service.endsAt);
    expect(Date.parse(en[0]?.coversUntil ?? '') - Date.parse(service.endsAt ?? '')).toBe(90 * DAY);
    const zh = (await callApi(t, billingCalls.packages, {}, { token, lang: 'zh-CN' })).body.data;
    expect(zh[0]?.name).toBe('入门版 — 3 个月');
  });

  it('grants the package when the provider’s notify says paid: contacts at once, days after the trial', async () => {
    const { token, supplierId } = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await setContacts(t, supplierId, TRIAL.buyerContacts, TRIAL.buyerContacts);
    const trialEnd = (await serviceOf(token)).endsAt;
    const { session, paid } = await payByCard(t, token);
    expect(paid.status).toBe('processing');
    const order = await orderOf(t, token, session.merchantTransactionId);
    expect(order).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      amount: '299.00',
      currency: 'USD',
    });
    expect(order.periodStartsAt).toBe(trialEnd);
    expect(Date.parse(order.periodEndsAt ?? '') - Date.parse(trialEnd ?? '')).toBe(90 * DAY);
    expect(await quotaOf(token)).toMatchObject({
      total: TRIAL.buyerContacts + 60,
      remaining: 60,
      active: 60,
    });
    const service = await serviceOf(token);
    expect(service).toMatchObject({ status: 'trial', coveredUntil: order.periodEndsAt });
    const ledger = (await callApi(t, serviceCalls.quotaLedger, {}, { token })).body.data.list;
    expect(ledger[0]).toMatchObject({
      reason: 'payment',
      days: 90,
      contacts: 60,
      orderNumber: session.merchantTransactionId,
    });
  });

  it('reuses the open order on a second click, and charges once when paid twice', async () => {
    const { token } = await signUpAndLogIn(t);
    const first = await openSession(t, token);
    const second = await openSession(t, token);
    expect(second.merchantTransactionId).toBe(first.merchantTransactionId);
    const cardToken = await cardTokenFor(t, second, FAKE_CARDS.success);
    const body = { merchantTransactionId: second.merchantTransactionId, cardToken };
    const answers = await Promise.all([
      callApi(t, billingCalls.pay, body, { token }),
      callApi(t, billingCalls.pay, body, { token }),
    ]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    await t.fakePayments?.idle();
    expect(t.fakePayments?.charges(second.merchantTransactionId)).toBe(1);
    const again = await callApi(t, billingCalls.pay, body, { token });
    expect(again.body.data.status).toBe('succeeded');
    expect(t.fakePayments?.charges(second.merchantTransactionId)).toBe(1);
    const orders = (await callApi(t, billingCalls.orders, {}, { token })).body.data;
    expect(orders.total).toBe(1);
    // After it was paid, the next click opens a new order.
    expect((await openSession(t, token)).merchantTransactionId).not.toBe(first.merchantTransactionId);
  });

  it('says why a card was declined, grants nothing, and will not charge that order again', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    const cases = [
      [FAKE_CARDS.insufficientFunds, 'insufficient_funds'],
      [FAKE_CARDS.expiredCard, 'card_expired'],
      [FAKE_CARDS.cvcFailure, 'cvv_invalid'],
    ] as const;
    for (const [card, failure] of cases) {
      const { session, paid } = await payByCard(t, token, { card });
      expect(paid).toMatchObject({ status: 'failed', failure });
      const retry = await callApi(
        t,
        billingCalls.pay,
        { merchantTransactionId: session.merchantTransactionId, cardToken: 'x' },
        { token },
      );
      expect(retry.body.code).toBe(3501);
    }
    expect((await grantsOf(supplierId)).map((g) => g.reason)).toEqual(['trial']);
  });

  it('sends the payer to 3-D Secure, and grants once the bank confirms', async () => {
    const { token } = await signUpAndLogIn(t);
    const { session, paid } = await payByCard(t, token, { card: FAKE_CARDS.threeDsChallenge });
    expect(paid.status).toBe('pending_3ds');
    expect(paid.redirectUrl).toMatch(/\/fake-lianlian\/3ds\?/);
    // Reloading the result page still knows where to go.
    expect(await orderOf(t, token, session.merchantTransactionId)).toMatchObject({ status: 'pending_3ds' });
    const tx = new URL(paid.redirectUrl ?? '', 'http://portal.test').searchParams.get('tx') ?? '';
    const bank = await t.app.inject({
      method: 'POST',
      url: '/fake-lianlian/3ds',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ tx, outcome: 'complete' }).toString(),
    });
    expect(bank.statusCode).toBe(303);
    expect(bank.headers.location).toContain(
      `/buyersList?merchant_transaction_id=${session.merchantTransactionId}`,
    );
    await t.fakePayments?.idle();
    expect(await orderOf(t, token, session.merchantTransactionId)).toMatchObject({ status: 'succeeded' });
  });

  it('keeps another company’s order out of reach', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const session = await openSession(t, a.token);
    const peek = await callApi(
      t,
      billingCalls.query,
      { merchantTransactionId: session.merchantTransactionId },
      { token: b.token },
    );
    expect(peek.body.code).toBe(2000);
    const pay = await callApi(
      t,
      billingCalls.pay,
      { merchantTransactionId: session.merchantTransactionId, cardToken: 'x' },
      { token: b.token },
    );
    expect(pay.body.code).toBe(2000);
    expect((await callApi(t, billingCalls.orders, {}, { token: b.token })).body.data.total).toBe(0);
  });
});

describe('the notify endpoint', () => {
  /** An order charged at the provider whose notify never came (dropped), to notify by hand. */
  async function chargedWithoutNotify() {
    const { token, supplierId } = await signUpAndLogIn(t);
    t.fakePayments?.setBehaviour({ drop: true });
    const { session } = await payByCard(t, token);
    t.fakePayments?.setBehaviour({ drop: false });
    return { token, supplierId, session };
  }

  it('refuses forged, tampered, stale and mismatched notifies, granting nothing', async () => {
    const { token, supplierId, session } = await chargedWithoutNotify();
    const body = paymentNotifyBody(session, 'PS');
    const raw = JSON.stringify(body);
    const refusals = [
      await postNotify(t, body, { headers: { signature: undefined } }),
      await postNotify(t, body, { headers: { signature: 'not base64 at all!' } }),
      await postNotify(t, body, { key: FAKE_MERCHANT_KEYS.privateKeyPem }),
      await postNotify(t, body, { rawBody: raw.replace('"299.00"', '"299.01"') }),
      await postNotify(t, body, { at: new Date(clock.now().getTime() - 60 * 60_000) }),
      await postNotify(t, paymentNotifyBody({ ...session, amount: '1.00' }, 'PS')),
      await postNotify(t, paymentNotifyBody({ ...session, currency: 'EUR' }, 'PS')),
      await postNotify(t, body, { rawBody: '{"merchant_id":' }),
    ];
    expect(refusals.map((r) => r.statusCode >= 400)).toEqual(refusals.map(() => true));
    expect(await orderOf(t, token, session.merchantTransactionId)).toMatchObject({ status: 'processing' });
    expect((await grantsOf(supplierId)).map((g) => g.reason)).toEqual(['trial']);
    const logged = await t.ctx.db.select().from(paymentEvents);
    expect(logged.filter((e) => e.outcome.startsWith('rejected:')).length).toBeGreaterThanOrEqual(
      refusals.length,
    );
    // The genuine one is then taken.
    expect((await postNotify(t, body)).json()).toEqual({ code: 200, msg: 'success' });
    expect((await grantsOf(supplierId)).map((g) => g.reason)).toEqual(['trial', 'payment']);
  });

  it('grants once for ten identical notifies at once, and a failure after the success changes nothing', async () => {
    const { token, supplierId, session } = await chargedWithoutNotify();
    const body = paymentNotifyBody(session, 'PS');
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotify(t, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const failedLater = await postNotify(t, paymentNotifyBody(session, 'PF', 'LL-TEST-1'));
    expect(failedLater.statusCode).toBe(200);
    expect(await orderOf(t, token, session.merchantTransactionId)).toMatchObject({ status: 'succeeded' });
    expect((await grantsOf(supplierId)).filter((g) => g.reason === 'payment')).toHaveLength(1);
    const outcomes = (await eventsOf(session.merchantTransactionId)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['granted', 'ignored']);
  });

  it('survives the provider’s own duplicates and reordering', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    t.fakePayments?.setBehaviour({ duplicate: true, outOfOrder: true });
    const { session } = await payByCard(t, token);
    expect(await orderOf(t, token, session.merchantTransactionId)).toMatchObject({ status: 'succeeded' });
    expect((await grantsOf(supplierId)).filter((g) => g.reason === 'payment')).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('settles an order whose notify never came, and expires what never completes', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    t.fakePayments?.setBehaviour({ drop: true });
    const { session: paidOne } = await payByCard(t, token);
    const { session: stuckOne } = await payByCard(t, token, {
      card: FAKE_CARDS.processingTimeout,
      packageId: (await callApi(t, billingCalls.packages, {}, { token })).body.data[1]?.id,
    });
    const abandoned = await openSession(
      t,
      token,
      (await callApi(t, billingCalls.packages, {}, { token })).body.data[2]?.id,
    );
    // Before 10 minutes nobody is asked.
    await t.ctx.jobs.runNow(RECONCILE_JOB);
    expect(await orderOf(t, token, paidOne.merchantTransactionId)).toMatchObject({ status: 'processing' });
    clock.advanceHours(0.25);
    await t.ctx.jobs.runNow(RECONCILE_JOB);
    expect(await orderOf(t, token, paidOne.merchantTransactionId)).toMatchObject({ status: 'succeeded' });
    expect((await grantsOf(supplierId)).filter((g) => g.reason === 'payment')).toHaveLength(1);
    // The fake fails a payment left processing past its timeout; the abandoned one expires after 24 h.
    expect(await orderOf(t, token, stuckOne.merchantTransactionId)).toMatchObject({
      status: 'failed',
      failure: 'timeout',
    });
    clock.advanceHours(25);
    await t.ctx.jobs.runNow(RECONCILE_JOB);
    expect(await orderOf(t, token, abandoned.merchantTransactionId)).toMatchObject({ status: 'expired' });
    const open = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.supplierId, supplierId));
    expect(open.filter((o) => ['created', 'pending_3ds', 'processing'].includes(o.status))).toEqual([]);
  });
});
