import { consoleBillingCalls, consoleReferralCalls, inviteCalls, serviceCalls } from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/inTransaction.js';
import { auditLog, invitations, serviceLedger, suppliers } from '../../db/schema/index.js';
import { payByCard } from '../../test/billingFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { activateInvitation } from './activation.service.js';
import { RELEASE_REWARDS_JOB } from './affiliate.jobs.js';

const clock = new TestClock();
let t: TestApp;
let agent: { token: string; userId: number };
let finance: { token: string };
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  finance = await makeStaffAndLogIn(t, { realName: 'Priya Nair', roleCode: 'billing_manager' });
});
afterAll(() => t.close());
beforeEach(() => t.fakePayments?.reset());

const HOLD_HOURS = 14 * 24;

async function makeInviter() {
  const account = await signUpAndLogIn(t);
  const link = await callApi(t, inviteCalls.link, {}, { token: account.token });
  return { ...account, code: link.body.data.code };
}
const invite = (code: string) => signUpAndLogIn(t, { inviteCode: code });
const invitationOf = async (invitedSupplierId: number) =>
  (await t.ctx.db.select().from(invitations).where(eq(invitations.invitedSupplierId, invitedSupplierId)))[0];
const listOf = async (token: string) => (await callApi(t, inviteCalls.list, {}, { token })).body.data;
const ledgerOf = (supplierId: number) =>
  t.ctx.db
    .select()
    .from(serviceLedger)
    .where(eq(serviceLedger.supplierId, supplierId))
    .orderBy(serviceLedger.id);
const timeLeftOf = async (token: string) =>
  (await callApi(t, serviceCalls.timeRemaining, {}, { token })).body.data;
const quotaOf = async (token: string) => (await callApi(t, serviceCalls.quota, {}, { token })).body.data;
const releaseRewards = () => t.ctx.jobs.runNow(RELEASE_REWARDS_JOB);
const activateByLicence = (supplierId: number) =>
  inTransaction(t.ctx.db, (tx) => activateInvitation(tx, supplierId, 'business_licence', clock.now()));

/** Moves the test clock to 01:00 UTC of the next day, so a test's activations share one UTC day. */
function moveToStartOfNextUtcDay() {
  const now = clock.now();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 1);
  clock.advanceHours((next - now.getTime()) / 3_600_000);
}

describe('activation and the held reward', () => {
  it('activates on the first payment, holds the reward 14 days, then grants it once however often the job runs', async () => {
    const inviter = await makeInviter();
    const invited = await invite(inviter.code);
    const before = await timeLeftOf(inviter.token);
    const quotaBefore = await quotaOf(inviter.token);
    await payByCard(t, invited.token);
    const activated = await invitationOf(invited.supplierId);
    expect(activated).toMatchObject({ state: 'activated', activatedBy: 'payment' });
    const [shown] = (await listOf(inviter.token)).list;
    expect(shown).toMatchObject({ state: 'activated', activatedBy: 'payment', rewardDays: null });
    expect(Date.parse(shown?.holdUntil ?? '') - Date.parse(shown?.activatedAt ?? '')).toBe(14 * 86_400_000);
    expect((await listOf(inviter.token)).totals).toMatchObject({ activated: 1, daysEarned: 0 });

    // A second payment of the invited company activates nothing more.
    await payByCard(t, invited.token);
    expect((await invitationOf(invited.supplierId))?.activatedAt).toEqual(activated?.activatedAt);

    // During the hold nothing is granted.
    clock.advanceHours(HOLD_HOURS - 1);
    await releaseRewards();
    expect((await invitationOf(invited.supplierId))?.state).toBe('activated');
    expect((await ledgerOf(inviter.supplierId)).filter((e) => e.reason === 'referral_reward')).toEqual([]);

    clock.advanceHours(2);
    await releaseRewards();
    await releaseRewards();
    const rewards = (await ledgerOf(inviter.supplierId)).filter((e) => e.reason === 'referral_reward');
    expect(rewards.map((e) => [e.days, e.contacts])).toEqual([[30, 10]]);
    expect(await invitationOf(invited.supplierId)).toMatchObject({
      state: 'rewarded',
      rewardEntryId: rewards[0]?.id,
    });
    const after = await timeLeftOf(inviter.token);
    // The trial ended meanwhile (14 days), so the 30 days start at the release.
    expect(after.live).toBe(true);
    expect(Date.parse(after.endsAt ?? '')).toBeGreaterThan(Date.parse(before.endsAt ?? ''));
    expect((await quotaOf(inviter.token)).total).toBe(quotaBefore.total + 10);
    const list = await listOf(inviter.token);
    expect(list.totals).toEqual({ invited: 1, joined: 1, activated: 1, daysEarned: 30 });
    expect(list.list[0]).toMatchObject({ state: 'rewarded', rewardDays: 30 });
    // The inviter's own ledger shows the reward and the company it came from, in no raw note.
    const ledger = await callApi(t, serviceCalls.quotaLedger, {}, { token: inviter.token });
    const [company] = await t.ctx.db
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, invited.supplierId));
    expect(ledger.body.data.list[0]).toMatchObject({
      reason: 'referral_reward',
      days: 30,
      contacts: 10,
      invitedName: company?.name,
      credentialType: null,
      note: null,
    });
  });

  it('activates on a verified business licence; a payment afterwards changes nothing', async () => {
    const inviter = await makeInviter();
    const invited = await invite(inviter.code);
    expect(await activateByLicence(invited.supplierId)).toBe('activated');
    expect(await activateByLicence(invited.supplierId)).toBeNull();
    await payByCard(t, invited.token);
    expect(await invitationOf(invited.supplierId)).toMatchObject({
      state: 'activated',
      activatedBy: 'business_licence',
      activatedOrderId: null,
    });
  });

  it('never activates a rejected invitation, nor a company that came without a code', async () => {
    const inviter = await makeInviter();
    const uninvited = await signUpAndLogIn(t);
    expect(await activateByLicence(uninvited.supplierId)).toBeNull();
    const disposable = await signUpAndLogIn(t, {
      email: `x${Date.now()}@yopmail.com`,
      inviteCode: inviter.code,
    });
    await payByCard(t, disposable.token);
    expect(await invitationOf(disposable.supplierId)).toMatchObject({ state: 'rejected', activatedAt: null });
  });

  it('reverses the invitation when the activating payment is refunded during the hold: nothing is granted', async () => {
    const inviter = await makeInviter();
    const invited = await invite(inviter.code);
    const { session } = await payByCard(t, invited.token);
    clock.advanceHours(24 * 3);
    const refund = await callApi(
      t,
      consoleBillingCalls.refund,
      {
        merchantTransactionId: session.merchantTransactionId,
        amount: '299.00',
        reason: 'Changed their mind',
      },
      { token: finance.token },
    );
    expect(refund.body.data.order.status).toBe('refunded');
    expect(await invitationOf(invited.supplierId)).toMatchObject({ state: 'reversed', reason: 'refunded' });
    clock.advanceHours(HOLD_HOURS);
    await releaseRewards();
    expect((await ledgerOf(inviter.supplierId)).filter((e) => e.reason === 'referral_reward')).toEqual([]);
    expect((await listOf(inviter.token)).list[0]).toMatchObject({ state: 'reversed', reason: 'refunded' });
  });
});

describe('the referral console', () => {
  it('sends activations past five a day to review; approved ones are held, rejected ones never rewarded', async () => {
    moveToStartOfNextUtcDay();
    const inviter = await makeInviter();
    const companies = [];
    for (let i = 0; i < 7; i += 1) companies.push(await invite(inviter.code));
    const states = [];
    for (const company of companies) states.push(await activateByLicence(company.supplierId));
    expect(states).toEqual([
      'activated',
      'activated',
      'activated',
      'activated',
      'activated',
      'review',
      'review',
    ]);
    const [sixth, seventh] = companies.slice(5).map((c) => c.supplierId);

    const queue = await callApi(t, consoleReferralCalls.queue, {}, { token: agent.token });
    const flagged = queue.body.data.flagged.filter((f) => f.inviterId === inviter.supplierId);
    expect(flagged.map((f) => [f.invitedId, f.state, f.activationsThatDay])).toEqual([
      [sixth, 'review', 7],
      [seventh, 'review', 7],
    ]);
    expect(flagged[0]?.inviterCompany).toBe(inviter.input.companyName);
    expect(queue.body.data.recent.filter((r) => r.inviterId === inviter.supplierId)).toHaveLength(7);

    const sixthId = flagged[0]?.id ?? 0;
    const seventhId = flagged[1]?.id ?? 0;
    const noReason = await callApi(
      t,
      consoleReferralCalls.decide,
      { id: seventhId, approve: false },
      { token: agent.token },
    );
    expect(noReason.body.code).toBe(1000);
    const approved = await callApi(
      t,
      consoleReferralCalls.decide,
      { id: sixthId, approve: true },
      { token: agent.token },
    );
    expect(approved.body.data).toMatchObject({ state: 'activated' });
    const rejected = await callApi(
      t,
      consoleReferralCalls.decide,
      { id: seventhId, approve: false, note: 'Same owner as the inviter' },
      { token: agent.token },
    );
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reason: 'rejected_in_review' });
    const twice = await callApi(
      t,
      consoleReferralCalls.decide,
      { id: seventhId, approve: true },
      { token: agent.token },
    );
    expect(twice.body.code).toBe(3700);

    clock.advanceHours(HOLD_HOURS + 1);
    await releaseRewards();
    const rewards = (await ledgerOf(inviter.supplierId)).filter((e) => e.reason === 'referral_reward');
    expect(rewards).toHaveLength(6);
    expect((await listOf(inviter.token)).totals).toEqual({
      invited: 7,
      joined: 7,
      activated: 6,
      daysEarned: 180,
    });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'invitation'), eq(auditLog.actorUserId, agent.userId)));
    expect(audit.map((a) => [a.action, a.targetId])).toEqual(
      expect.arrayContaining([
        ['referral.approve', String(sixthId)],
        ['referral.reject', String(seventhId)],
      ]),
    );
  });

  it('reverses a rewarded invitation for fraud, taking back exactly that one extension', async () => {
    const inviter = await makeInviter();
    const honest = await invite(inviter.code);
    const fraud = await invite(inviter.code);
    await activateByLicence(honest.supplierId);
    await activateByLicence(fraud.supplierId);
    clock.advanceHours(HOLD_HOURS + 1);
    await releaseRewards();
    const before = await timeLeftOf(inviter.token);
    const fraudRow = await invitationOf(fraud.supplierId);
    expect(fraudRow?.state).toBe('rewarded');

    const reversed = await callApi(
      t,
      consoleReferralCalls.reverse,
      { id: fraudRow?.id ?? 0, note: 'Fake company' },
      { token: agent.token },
    );
    expect(reversed.body.data).toMatchObject({ state: 'reversed', reason: 'fraud' });
    const again = await callApi(
      t,
      consoleReferralCalls.reverse,
      { id: fraudRow?.id ?? 0, note: 'Again' },
      { token: agent.token },
    );
    expect(again.body.code).toBe(3700);

    const ledger = await ledgerOf(inviter.supplierId);
    const rewards = ledger.filter((e) => e.reason === 'referral_reward');
    const reversals = ledger.filter((e) => e.reason === 'reward_reversal');
    expect(rewards).toHaveLength(2);
    expect(reversals.map((e) => [e.days, e.contacts, e.reversesId])).toEqual([
      [-30, -10, fraudRow?.rewardEntryId],
    ]);
    const sum = (key: 'days' | 'contacts') =>
      [...rewards, ...reversals].reduce((total, entry) => total + entry[key], 0);
    expect([sum('days'), sum('contacts')]).toEqual([30, 10]);
    const after = await timeLeftOf(inviter.token);
    expect(Date.parse(before.endsAt ?? '') - Date.parse(after.endsAt ?? '')).toBe(30 * 86_400_000);
    expect(await invitationOf(honest.supplierId)).toMatchObject({ state: 'rewarded' });
    expect((await listOf(inviter.token)).totals).toMatchObject({ activated: 1, daysEarned: 30 });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.reverse'), eq(auditLog.targetId, String(fraudRow?.id))));
    expect(entry).toMatchObject({
      actorName: 'Grace Lin',
      details: expect.objectContaining({ takenBack: { days: 30, contacts: 10 } }),
    });
  });

  it('refuses suppliers and team members without the referrals permission', async () => {
    const supplier = await signUpAndLogIn(t);
    const editor = await makeStaffAndLogIn(t, { roleCode: 'content_editor' });
    for (const token of [supplier.token, editor.token, finance.token]) {
      const queue = await callApi(t, consoleReferralCalls.queue, {}, { token });
      const decide = await callApi(t, consoleReferralCalls.decide, { id: 1, approve: true }, { token });
      const reverse = await callApi(t, consoleReferralCalls.reverse, { id: 1, note: 'x' }, { token });
      expect([queue.status, decide.status, reverse.status]).toEqual([403, 403, 403]);
    }
    const anonymous = await callApi(t, consoleReferralCalls.queue, {});
    expect(anonymous.status).toBe(401);
    // A supplier's token does not reach the console, nor a team member's the supplier's list.
    const staffList = await callApi(t, inviteCalls.list, {}, { token: agent.token });
    expect(staffList.status).toBe(403);
  });
});
