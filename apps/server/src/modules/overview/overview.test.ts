import { type ConsoleOverview, consoleOverviewCalls, ErrorCode } from '@sc/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerContacts,
  buyers,
  conversations,
  credentials,
  paymentOrders,
  paymentRefunds,
  rfqQuotes,
  rfqs,
  rolePermissions,
  roles,
  serviceLedger,
  servicePackages,
  suppliers,
  supportMessages,
  supportThreads,
} from '../../db/schema/index.js';
import { makeBuyerAndLogIn, makeBuyers } from '../../test/buyerFactories.js';
import { callApi, signUp, signUpAndLogIn } from '../../test/factories.js';
import { endServiceOf } from '../../test/ledgerFactories.js';
import { postRfq, rfqCategoryIds, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const HOUR = 3_600_000;
const clock = new TestClock();
let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;

/** `hours` before the test clock's now. */
const ago = (hours: number) => new Date(clock.now().getTime() - hours * HOUR);
/** The UTC day `days` before the clock's today. */
const dayBefore = (days: number) =>
  new Date(clock.now().getTime() - days * 24 * HOUR).toISOString().slice(0, 10);

async function overview(token = editor.token): Promise<ConsoleOverview> {
  const result = await callApi(t, consoleOverviewCalls.get, {}, { token });
  expect(result.body.code).toBe(0);
  return result.body.data as ConsoleOverview;
}

const dayOf = <T extends { day: string }>(rows: T[], day: string) => rows.find((row) => row.day === day);

let supplierIds: number[];
let supplierToken: string;
let buyerIds: number[];

/**
 * A small marketplace: four companies (one in each state), buyers who wrote to them, RFQs and quotes,
 * card payments and a refund in two currencies, credentials and a support thread — each dated on
 * chosen days before the test clock's now.
 */
async function seedScenario() {
  const trial = await signUpAndLogIn(t);
  supplierToken = trial.token;
  const paying = await signUp(t);
  const expired = await signUp(t);
  const suspended = await signUp(t);
  supplierIds = [trial.supplierId, paying.supplierId, expired.supplierId, suspended.supplierId];
  const db = t.ctx.db;
  // Three signed up today (by the clock); the paying one three days ago, with a subscription running now.
  await db
    .update(suppliers)
    .set({ createdAt: ago(0.5) })
    .where(inArray(suppliers.id, supplierIds));
  await db
    .update(suppliers)
    .set({ createdAt: ago(72) })
    .where(eq(suppliers.id, paying.supplierId));
  await db.insert(serviceLedger).values({
    supplierId: paying.supplierId,
    reason: 'payment',
    days: 30,
    contacts: 50,
    plan: 'subscription',
    periodStartsAt: ago(1),
    periodEndsAt: new Date(clock.now().getTime() + 29 * 24 * HOUR),
    createdAt: ago(1),
  });
  await endServiceOf(t, expired.supplierId);
  await db
    .update(suppliers)
    .set({ suspendedAt: ago(0.5) })
    .where(eq(suppliers.id, suspended.supplierId));

  buyerIds = await makeBuyers(t, [
    { joinedAt: ago(0.2) },
    { joinedAt: ago(26) },
    { joinedAt: ago(26) },
    {},
    {},
    {},
  ]);
  const [b1, b2, b3, b4, b5, b6] = buyerIds as [number, number, number, number, number, number];
  const [s1, s2] = supplierIds as [number, number];

  // Contacts spent: two today, one the day before.
  await db.insert(serviceLedger).values([
    { supplierId: s1, reason: 'contact', contacts: -1, buyerId: b1, createdAt: ago(0.1) },
    { supplierId: s1, reason: 'reply', contacts: -1, buyerId: b2, createdAt: ago(0.1) },
    { supplierId: s2, reason: 'contact', contacts: -1, buyerId: b3, createdAt: ago(24) },
  ]);

  // Conversations: two buyer-started three days ago, one supplier-started today.
  await db.insert(conversations).values([
    { supplierId: s1, buyerId: b4, startedBy: 'buyer', createdAt: ago(72) },
    { supplierId: s1, buyerId: b5, startedBy: 'buyer', createdAt: ago(72) },
    { supplierId: s2, buyerId: b6, startedBy: 'supplier', createdAt: ago(0.1) },
  ]);

  // Buyer-started contacts: answered in 2 h, answered after 30 h, never answered (48 h old),
  // and one an hour old still waiting; a supplier-started one does not count.
  await db.insert(buyerContacts).values([
    { supplierId: s1, buyerId: b1, startedBy: 'buyer', startedAt: ago(72), contactedAt: ago(70) },
    { supplierId: s1, buyerId: b2, startedBy: 'buyer', startedAt: ago(72), contactedAt: ago(42) },
    { supplierId: s1, buyerId: b3, startedBy: 'buyer', startedAt: ago(48) },
    { supplierId: s2, buyerId: b4, startedBy: 'buyer', startedAt: ago(1) },
    { supplierId: s2, buyerId: b5, startedBy: 'supplier', startedAt: ago(5), contactedAt: ago(5) },
  ]);

  // RFQs: one open (moved to five days ago, with a quote today) and one held for review today.
  const { subId } = await rfqCategoryIds(t);
  const buyer = await makeBuyerAndLogIn(t);
  const open = await postRfq(t, buyer.token, rfqInput(subId));
  const held = await postRfq(t, buyer.token, rfqInput(subId, { remark: 'See www.example-shop.com/tea' }));
  await db
    .update(rfqs)
    .set({ postedAt: ago(0.2) })
    .where(eq(rfqs.id, held.id));
  await db
    .update(rfqs)
    .set({ postedAt: ago(5 * 24) })
    .where(eq(rfqs.id, open.id));
  await db.insert(rfqQuotes).values({
    rfqId: open.id,
    supplierId: s1,
    price: '17.9',
    currency: 'USD',
    unit: 'case',
    terms: 'FOB',
    submittedAt: ago(0.1),
  });

  // Payments: 100.10 and 0.20 USD today, 5000 JPY two days ago; 30.05 USD refunded today. An order
  // never paid and a refund still processing do not count.
  const [pkg] = await db
    .insert(servicePackages)
    .values({
      names: { en: 'Pro', zh: 'Pro', ja: 'Pro' },
      days: 30,
      buyerContacts: 50,
      price: '1',
      currency: 'USD',
    })
    .returning({ id: servicePackages.id });
  const order = (amount: string, currency: string, paidAt: Date | null, n: number) => ({
    merchantTransactionId: `OVW-${Date.now()}-${n}`,
    supplierId: s2,
    packageId: pkg?.id ?? 0,
    packageNames: { en: 'Pro', zh: 'Pro', ja: 'Pro' },
    days: 30,
    buyerContacts: 50,
    amount,
    currency,
    status: paidAt ? ('succeeded' as const) : ('created' as const),
    createdAt: paidAt ?? ago(1),
    updatedAt: paidAt ?? ago(1),
    paidAt,
  });
  const orders = await db
    .insert(paymentOrders)
    .values([
      order('100.10', 'USD', ago(0.3), 1),
      order('0.20', 'USD', ago(0.3), 2),
      order('5000.00', 'JPY', ago(48), 3),
      order('70.00', 'USD', null, 4),
    ])
    .returning({ id: paymentOrders.id });
  await db.insert(paymentRefunds).values([
    {
      refundId: `R-${Date.now()}-1`,
      orderId: orders[0]?.id ?? 0,
      amount: '30.05',
      status: 'succeeded',
      reason: 'Asked by the customer',
      createdAt: ago(0.2),
      settledAt: ago(0.2),
    },
    {
      refundId: `R-${Date.now()}-2`,
      orderId: orders[0]?.id ?? 0,
      amount: '10.00',
      status: 'processing',
      reason: 'Asked by the customer',
      createdAt: ago(0.2),
    },
  ]);

  // Credentials: two waiting for review (today, four days ago), one verified (four days ago).
  const credential = (submittedAt: Date, state: 'pending' | 'verified', n: number) => ({
    supplierId: s1,
    seriesId: n,
    type: 'haccp' as const,
    issuer: 'SGS',
    certificateNumber: `C-${n}`,
    issuedOn: '2025-01-01',
    expiresOn: '2030-01-01',
    fileIds: [],
    state,
    submittedAt,
  });
  await db
    .insert(credentials)
    .values([
      credential(ago(0.1), 'pending', 1),
      credential(ago(96), 'pending', 2),
      credential(ago(96), 'verified', 3),
    ]);

  // Support: a thread whose last message is the supplier's (waiting), one the team answered.
  for (const [supplierId, lastBy] of [
    [s1, 'supplier'],
    [s2, 'staff'],
  ] as const) {
    const [thread] = await db
      .insert(supportThreads)
      .values({ supplierId })
      .returning({ id: supportThreads.id });
    const threadId = thread?.id ?? 0;
    await db.insert(supportMessages).values({
      threadId,
      senderKind: 'supplier',
      senderName: 'Anna',
      content: 'Hello',
      createdAt: ago(2),
    });
    const [last] = await db
      .insert(supportMessages)
      .values({ threadId, senderKind: lastBy, senderName: 'Anna', content: 'Thanks', createdAt: ago(1) })
      .returning({ id: supportMessages.id });
    await db
      .update(supportThreads)
      .set({ lastMessageId: last?.id ?? null })
      .where(eq(supportThreads.id, threadId));
  }
}

/** Sets the clock to 23:00 UTC (today's, or tomorrow's when that is past), so "n hours ago" names a known day. */
function lateInTheDay() {
  const now = clock.now();
  let target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23);
  if (target <= now.getTime()) target += 24 * HOUR;
  clock.advanceHours((target - now.getTime()) / HOUR);
}

beforeAll(async () => {
  lateInTheDay();
  t = await createTestApp({}, { clock });
  editor = await makeStaffAndLogIn(t, { realName: 'Lena Fischer', roleCode: 'catalogue_editor' });
  await seedScenario();
});
afterAll(() => t.close());

describe('console overview permission', () => {
  it('is refused to suppliers and to team members without console:overview', async () => {
    const [role] = await t.ctx.db
      .insert(roles)
      .values({ code: 'rfq_moderator_only', nameKey: 'role.content_editor' })
      .returning({ id: roles.id });
    await t.ctx.db.insert(rolePermissions).values({ roleId: role?.id ?? 0, permission: 'console:rfq' });
    const moderator = await makeStaffAndLogIn(t, { roleCode: 'rfq_moderator_only' });
    for (const token of [supplierToken, moderator.token]) {
      const result = await callApi(t, consoleOverviewCalls.get, {}, { token });
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.FORBIDDEN);
    }
  });
});

describe('console overview figures', () => {
  it('counts the last 30 UTC days by day, as of the clock', async () => {
    clock.advanceHours(1 / 60); // a new minute: nothing cached from before
    const o = await overview();
    expect(o.to).toBe(dayBefore(0));
    expect(o.from).toBe(dayBefore(29));
    expect(o.suppliers.daily).toHaveLength(30);
    expect(o.suppliers.daily.map((row) => row.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayBefore(29 - i)),
    );

    // Companies by state now, and by day: the paying one existed three days ago (no service yet).
    const ours = await t.ctx.db.select({ id: suppliers.id }).from(suppliers);
    expect(ours.map((row) => row.id).sort()).toEqual([...supplierIds].sort());
    expect(o.suppliers.now).toEqual({ trial: 1, paying: 1, expired: 1, suspended: 1 });
    expect(o.suppliers.total).toBe(4);
    expect(dayOf(o.suppliers.daily, dayBefore(3))).toMatchObject({ trial: 0, paying: 0, expired: 1 });
    expect(dayOf(o.suppliers.daily, dayBefore(4))).toMatchObject({ trial: 0, paying: 0, expired: 0 });

    expect(o.signUps.suppliers).toBe(4);
    expect(dayOf(o.signUps.daily, dayBefore(0))?.suppliers).toBe(3);
    expect(dayOf(o.signUps.daily, dayBefore(3))?.suppliers).toBe(1);
    // Buyers joined: one today, two yesterday (the rest 400 days ago; the RFQ buyer too).
    expect(o.signUps.buyers).toBe(3);
    expect(dayOf(o.signUps.daily, dayBefore(1))?.buyers).toBe(2);

    expect(o.contacts.spent).toBe(3);
    expect(dayOf(o.contacts.daily, dayBefore(0))?.spent).toBe(2);
    expect(dayOf(o.contacts.daily, dayBefore(1))?.spent).toBe(1);

    expect(o.conversations).toMatchObject({ started: 3, byBuyers: 2, bySuppliers: 1 });
    expect(dayOf(o.conversations.daily, dayBefore(3))).toMatchObject({ byBuyers: 2, bySuppliers: 0 });

    // Of three buyer-started contacts counted, one was answered within 24 h; one is still waiting.
    expect(o.response).toMatchObject({ answered: 1, counted: 3, waiting: 1 });
    expect(o.response.rate).toBeCloseTo(1 / 3);
    expect(dayOf(o.response.daily, dayBefore(3))).toMatchObject({ answered: 1, counted: 2 });
    expect(dayOf(o.response.daily, dayBefore(2))).toMatchObject({ answered: 0, counted: 1 });

    expect(o.rfqs).toMatchObject({ posted: 2, quotes: 1, inReview: 1 });
    expect(dayOf(o.rfqs.daily, dayBefore(5))?.posted).toBe(1);
    expect(dayOf(o.rfqs.daily, dayBefore(0))).toMatchObject({ posted: 1, quotes: 1 });

    // Money as decimals: 100.10 + 0.20 − 30.05 = 70.25, never 70.25000000000001.
    expect(o.revenue.currencies).toEqual([
      { currency: 'USD', payments: 2, gross: '100.30', refunded: '30.05', net: '70.25' },
      { currency: 'JPY', payments: 1, gross: '5000.00', refunded: '0.00', net: '5000.00' },
    ]);
    expect(o.revenue.daily).toEqual([
      { day: dayBefore(2), currency: 'JPY', net: '5000.00' },
      { day: dayBefore(0), currency: 'USD', net: '70.25' },
    ]);

    expect(o.credentials).toMatchObject({ waiting: 2, submitted: 3 });
    expect(dayOf(o.credentials.daily, dayBefore(4))?.submitted).toBe(2);

    expect(o.support).toMatchObject({ waiting: 1, messages: 3 });
  });

  it('moves with the clock: two days on, the waiting contact counts unanswered and today starts empty', async () => {
    clock.advanceHours(48);
    const o = await overview();
    expect(o.to).toBe(dayBefore(0));
    expect(o.response).toMatchObject({ answered: 1, counted: 4, waiting: 0 });
    expect(o.response.rate).toBeCloseTo(1 / 4);
    expect(dayOf(o.signUps.daily, dayBefore(2))?.suppliers).toBe(3);
    expect(dayOf(o.signUps.daily, dayBefore(0))?.suppliers).toBe(0);
    expect(dayOf(o.revenue.daily, dayBefore(2))).toEqual({
      day: dayBefore(2),
      currency: 'USD',
      net: '70.25',
    });
    // The trial companies' 30-day trials still run; the paying one's subscription too.
    expect(o.suppliers.now).toEqual({ trial: 1, paying: 1, expired: 1, suspended: 1 });
  });

  it('keeps the figures for the minute', async () => {
    const before = await overview();
    await t.ctx.db
      .update(buyers)
      .set({ joinedAt: ago(0.1) })
      .where(inArray(buyers.id, buyerIds.slice(3)));
    const cached = await overview();
    expect(cached.signUps.buyers).toBe(before.signUps.buyers);
    expect(cached.computedAt).toBe(before.computedAt);
    clock.advanceHours(1 / 60);
    const fresh = await overview();
    expect(fresh.signUps.buyers).toBe(before.signUps.buyers + 3);
  });
});
