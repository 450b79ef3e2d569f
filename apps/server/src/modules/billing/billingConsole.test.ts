import { billingCalls, consoleBillingCalls, serviceCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, serviceLedger } from '../../db/schema/index.js';
import { orderOf, payByCard } from '../../test/billingFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const clock = new TestClock();
let t: TestApp;
let finance: { token: string };
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  finance = await makeStaffAndLogIn(t, { realName: 'Priya Nair', roleCode: 'billing_manager' });
});
afterAll(() => t.close());
beforeEach(() => t.fakePayments?.reset());

const DAY = 86_400_000;
const serviceOf = async (token: string) =>
  (await callApi(t, serviceCalls.effectiveService, {}, { token })).body.data;
const timeLeftOf = async (token: string) =>
  (await callApi(t, serviceCalls.timeRemaining, {}, { token })).body.data;
const quotaOf = async (token: string) => (await callApi(t, serviceCalls.quota, {}, { token })).body.data;
const refund = (merchantTransactionId: string, amount: string, reason = 'Customer asked') =>
  callApi(t, consoleBillingCalls.refund, { merchantTransactionId, amount, reason }, { token: finance.token });

describe('the service over time', () => {
  it('ends the trial on its last day, then refuses contacts until a payment starts a new period from today', async () => {
    const { token } = await signUpAndLogIn(t);
    expect(await serviceOf(token)).toMatchObject({ status: 'trial', daysLeft: 14 });
    clock.advanceHours(24 * 13 + 1);
    expect(await serviceOf(token)).toMatchObject({ status: 'trial', daysLeft: 1 });
    clock.advanceHours(24);
    expect(await serviceOf(token)).toMatchObject({ status: 'none', daysLeft: 0 });
    expect((await quotaOf(token)).active).toBe(0);
    const { session } = await payByCard(t, token);
    const order = await orderOf(t, token, session.merchantTransactionId);
    // Nothing was live: the package starts now, not at the old trial's end.
    expect(Math.abs(Date.parse(order.periodStartsAt ?? '') - clock.now().getTime())).toBeLessThan(5000);
    expect(await serviceOf(token)).toMatchObject({ status: 'subscription', daysLeft: 90 });
    expect((await quotaOf(token)).active).toBe(20 + 60);
  });

  it('renews from the current end: the second package follows the first without a gap', async () => {
    const { token } = await signUpAndLogIn(t);
    const first = await payByCard(t, token);
    const second = await payByCard(t, token, {
      packageId: (await callApi(t, billingCalls.packages, {}, { token })).body.data[1]?.id,
    });
    const a = await orderOf(t, token, first.session.merchantTransactionId);
    const b = await orderOf(t, token, second.session.merchantTransactionId);
    expect(b.periodStartsAt).toBe(a.periodEndsAt);
    expect(Date.parse(b.periodEndsAt ?? '') - Date.parse(b.periodStartsAt ?? '')).toBe(180 * DAY);
    expect((await timeLeftOf(token)).endsAt).toBe(b.periodEndsAt);
    const ledger = (await callApi(t, serviceCalls.quotaLedger, {}, { token })).body.data.list;
    expect(ledger.slice(0, 2).map((e) => e.reason)).toEqual(['renewal', 'payment']);
  });
});

describe('refunds', () => {
  it('takes back half the days and contacts on a half refund, the rest on the full one, and refuses more', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const paid = await orderOf(t, token, session.merchantTransactionId);
    const before = await timeLeftOf(token);
    const half = await refund(session.merchantTransactionId, '149.50');
    expect(half.body.code).toBe(0);
    expect(half.body.data).toMatchObject({
      order: { status: 'partially_refunded', refundedAmount: '149.50' },
      refundable: '149.50',
    });
    expect(Date.parse(before.endsAt ?? '') - Date.parse((await timeLeftOf(token)).endsAt ?? '')).toBe(
      45 * DAY,
    );
    expect((await quotaOf(token)).total).toBe(20 + 60 - 30);
    const tooMuch = await refund(session.merchantTransactionId, '200.00');
    expect(tooMuch.body).toMatchObject({
      code: 3504,
      msg: 'At most 149.50 USD can still be refunded on this order.',
    });
    const rest = await refund(session.merchantTransactionId, '149.50');
    expect(rest.body.data.order).toMatchObject({ status: 'refunded', refundedAmount: '299.00' });
    // Back to the trial alone: the paid period is gone, the trial's contacts stay.
    expect((await timeLeftOf(token)).endsAt).toBe((await serviceOf(token)).endsAt);
    expect(await quotaOf(token)).toMatchObject({ total: 20 });
    const refunds = await t.ctx.db
      .select()
      .from(serviceLedger)
      .where(eq(serviceLedger.supplierId, supplierId));
    expect(refunds.filter((e) => e.reason === 'refund').map((e) => [e.days, e.contacts])).toEqual([
      [-45, -30],
      [-45, -30],
    ]);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, paid.merchantTransactionId));
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([
      ['payment.refund', 'Priya Nair'],
      ['payment.refund', 'Priya Nair'],
    ]);
  });

  it('marks a refund the provider refuses as failed, and takes nothing back', async () => {
    const { token } = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const before = await quotaOf(token);
    t.fakePayments?.reset(); // the provider no longer knows the payment
    const refused = await refund(session.merchantTransactionId, '10.00');
    expect(refused.body.data.refunds.map((r) => r.status)).toEqual(['failed']);
    expect(refused.body.data).toMatchObject({
      order: { status: 'succeeded', refundedAmount: '0.00' },
      refundable: '299.00',
    });
    expect(await quotaOf(token)).toEqual(before);
  });

  it('never takes back contacts already spent', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const { setContacts } = await import('../../test/ledgerFactories.js');
    await setContacts(t, supplierId, 80, 75);
    await refund(session.merchantTransactionId, '299.00');
    expect(await quotaOf(token)).toMatchObject({ remaining: 0 });
    expect((await quotaOf(token)).total).toBeGreaterThanOrEqual(75);
  });
});

describe('the billing console', () => {
  it('is for the billing team only', async () => {
    const agent = await makeStaffAndLogIn(t, { roleCode: 'support_agent' });
    const supplier = await signUpAndLogIn(t);
    for (const token of [agent.token, supplier.token]) {
      expect((await callApi(t, consoleBillingCalls.orders, {}, { token })).status).toBe(403);
    }
  });

  it('finds companies to grant to by part of the name or by id', async () => {
    const company = await signUpAndLogIn(t, { companyName: 'Quillota Avocado Growers SpA' });
    const search = async (keyword: string) =>
      (await callApi(t, consoleBillingCalls.companies, { keyword }, { token: finance.token })).body.data as {
        id: number;
        name: string;
      }[];
    expect((await search('avocado grow')).map((c) => c.id)).toEqual([company.supplierId]);
    expect((await search(String(company.supplierId))).map((c) => c.name)).toContain(
      'Quillota Avocado Growers SpA',
    );
    expect(await search('no such company anywhere')).toEqual([]);
    expect((await search('')).length).toBeLessThanOrEqual(20);
    const agent = await makeStaffAndLogIn(t, { roleCode: 'content_editor' });
    const refused = await callApi(t, consoleBillingCalls.companies, { keyword: 'a' }, { token: agent.token });
    expect(refused.status).toBe(403);
  });

  it('edits a package in three languages: new orders get the new terms, paid ones keep theirs', async () => {
    const { token } = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const [found] = (await callApi(t, consoleBillingCalls.packages, {}, { token: finance.token })).body.data;
    if (!found) throw new Error('no package');
    const { ordersPaid: _paid, ...rest } = found;
    const starter = { ...rest, currency: 'USD' as const };
    const invalid = await callApi(
      t,
      consoleBillingCalls.savePackage,
      { ...starter, names: { ...starter.names, ja: '' }, price: '-3' },
      { token: finance.token },
    );
    expect(fieldsOf(invalid)).toMatchObject({
      'names.ja': 'Enter the package name in this language',
      price: expect.any(String),
    });
    const saved = await callApi(
      t,
      consoleBillingCalls.savePackage,
      { ...starter, price: '319.00' },
      { token: finance.token },
    );
    expect(saved.body.data.price).toBe('319.00');
    expect(saved.body.data.ordersPaid).toBeGreaterThanOrEqual(1);
    expect((await orderOf(t, token, session.merchantTransactionId)).amount).toBe('299.00');
    expect((await callApi(t, billingCalls.packages, {}, { token })).body.data[0]?.price).toBe('319.00');
    await callApi(
      t,
      consoleBillingCalls.savePackage,
      { ...starter, price: '299.00' },
      { token: finance.token },
    );
  });

  it('lists orders with their raw notifies, grants days and contacts with a reason, and reports per day', async () => {
    const { token, supplierId } = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const list = await callApi(
      t,
      consoleBillingCalls.orders,
      { keyword: session.merchantTransactionId },
      { token: finance.token },
    );
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ supplierId, status: 'succeeded', events: 1 });
    const detail = await callApi(
      t,
      consoleBillingCalls.order,
      { merchantTransactionId: session.merchantTransactionId },
      { token: finance.token },
    );
    expect(detail.body.data.events.map((e) => e.outcome)).toEqual(['granted']);
    expect(JSON.parse(detail.body.data.events[0]?.rawBody ?? '{}')).toMatchObject({
      merchant_transaction_id: session.merchantTransactionId,
    });

    const empty = await callApi(
      t,
      consoleBillingCalls.grant,
      { supplierId, days: 0, contacts: 0, reason: 'x' },
      { token: finance.token },
    );
    expect(fieldsOf(empty)).toMatchObject({ days: 'Give at least one day or one contact' });
    const before = await quotaOf(token);
    const granted = await callApi(
      t,
      consoleBillingCalls.grant,
      { supplierId, days: 7, contacts: 5, reason: 'Trade fair goodwill' },
      { token: finance.token },
    );
    expect(granted.body.code).toBe(0);
    expect((await quotaOf(token)).total).toBe(before.total + 5);
    const ledger = (await callApi(t, serviceCalls.quotaLedger, {}, { token })).body.data.list;
    expect(ledger[0]).toMatchObject({
      reason: 'operator_grant',
      days: 7,
      contacts: 5,
      note: 'Trade fair goodwill',
    });

    const day = clock.now().toISOString().slice(0, 10);
    const report = await callApi(
      t,
      consoleBillingCalls.report,
      { from: day, to: day },
      { token: finance.token },
    );
    const usd = report.body.data.find((r) => r.currency === 'USD' && r.day === day);
    expect(usd?.payments).toBeGreaterThanOrEqual(1);
    expect(Number(usd?.net)).toBe(Number(usd?.gross) - Number(usd?.refunded));
  });
});

describe('receipts', () => {
  it('downloads the receipt PDF of a paid order by a signed address, for its company only', async () => {
    const { token } = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const { session } = await payByCard(t, token);
    const link = await callApi(
      t,
      billingCalls.receipt,
      { merchantTransactionId: session.merchantTransactionId },
      { token, lang: 'zh-CN' },
    );
    expect(link.body.data.fileName).toBe(`Receipt-${session.merchantTransactionId}.pdf`);
    const pdf = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await t.app.inject({
      method: 'GET',
      url: link.body.data.url.replace(/sig=[^&]+/, 'sig=abc'),
    });
    expect(forged.statusCode).toBe(403);
    const stranger = await callApi(
      t,
      billingCalls.receipt,
      { merchantTransactionId: session.merchantTransactionId },
      { token: other.token },
    );
    expect(stranger.body.code).toBe(2000);
  });
});
