import {
  accountCalls,
  chatCalls,
  ErrorCode,
  invitationCalls,
  TEAM_LIMITS,
  TRIAL_SEATS,
  teamCalls,
} from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, servicePackages } from '../../db/schema/index.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { newEmail, teamKit } from '../../test/teamKit.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

type Owner = Awaited<ReturnType<typeof signUpAndLogIn>>;

let t: TestApp;
const clock = new TestClock();
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  kit = teamKit(t);
});
afterAll(() => t.close());

describe('inviting a colleague', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signUpAndLogIn(t);
  });

  it('mails a link in the inviter’s language; the invitee joins with the role, signed in, once', async () => {
    const email = newEmail();
    const invited = await kit.invite(owner.token, email, 'content', 'zh-CN');
    expect(invited.body).toMatchObject({
      code: 0,
      data: { email, role: { code: 'content', builtIn: true, name: null }, isExpired: false },
    });
    const mail = kit.lastMailTo(email);
    expect(mail).toContain(
      `Subject: ${owner.input.name} 邀请您加入 Supplier Cloud 上的 ${owner.input.companyName}`,
    );
    expect(mail).toContain('以「内容」角色加入');
    const token = kit.invitationTokenOf(email);

    const details = await callApi(t, invitationCalls.details, { token });
    expect(details.body.data).toMatchObject({
      companyName: owner.input.companyName,
      inviterName: owner.input.name,
      email,
      role: { code: 'content' },
    });

    const joined = await kit.accept(token, { email: 'ignored@elsewhere.test' });
    expect(joined.body).toMatchObject({
      code: 0,
      data: { email, realName: 'Lina Park', supplierId: owner.supplierId },
    });
    const session = joined.body.data.access_token;
    const info = await callApi(t, accountCalls.loginInfo, {}, { token: session });
    expect(info.body.data).toMatchObject({ roles: ['content'], emailVerified: true, email });
    // Content users have no chat.
    expect((await callApi(t, chatCalls.listCount, {}, { token: session })).status).toBe(403);

    // The link works once.
    expect((await kit.accept(token)).body.code).toBe(ErrorCode.TEAM_INVITATION_INVALID);
    expect((await callApi(t, invitationCalls.details, { token })).body.code).toBe(
      ErrorCode.TEAM_INVITATION_INVALID,
    );

    const list = await kit.overview(owner.token);
    expect(list.body.data.invitations.map((i) => i.email)).not.toContain(email);
    expect(list.body.data.users.find((u) => u.email === email)).toMatchObject({
      realName: 'Lina Park',
      role: { code: 'content' },
      status: 'active',
      invitedBy: owner.input.name,
      isOwner: false,
      isMe: false,
    });
    const audit = (await kit.auditOf(owner.supplierId)).filter((row) => row.details.email === email);
    expect(audit.map((row) => [row.action, row.actorUserId, row.ip])).toEqual([
      ['user.invited', owner.adminId, '203.0.113.7'],
      ['user.joined', joined.body.data.adminId, '127.0.0.1'],
    ]);
  });

  it('refuses an address that has an account anywhere, or already an open invitation', async () => {
    const other = await signUpAndLogIn(t);
    const taken = await kit.invite(owner.token, other.input.email.toUpperCase());
    expect(taken.body).toMatchObject({
      code: ErrorCode.EMAIL_TAKEN,
      data: { fields: { email: 'This email already has a Supplier Cloud account. Invite another address.' } },
    });
    const email = newEmail();
    expect((await kit.invite(owner.token, email)).body.code).toBe(0);
    const again = await kit.invite(owner.token, email.toUpperCase(), 'sales');
    expect(again.body.code).toBe(ErrorCode.INVITATION_OPEN);
    await callApi(
      t,
      teamCalls.revokeInvitation,
      {
        invitationId:
          (await kit.overview(owner.token)).body.data.invitations.find((i) => i.email === email)?.id ?? 0,
      },
      { token: owner.token },
    );
  });

  it('refuses the link once the address got an account meanwhile', async () => {
    const company = await signUpAndLogIn(t);
    const elsewhere = await signUpAndLogIn(t);
    const email = newEmail();
    await kit.invite(company.token, email);
    await kit.invite(elsewhere.token, email);
    // Both companies invited the address: whichever link is used first wins, the other is refused.
    const links = kit.invitationTokensOf(email);
    expect(links).toHaveLength(2);
    const [a, b] = links as [string, string];
    expect((await kit.accept(a)).body.code).toBe(0);
    expect((await kit.accept(b)).body.code).toBe(ErrorCode.EMAIL_TAKEN);
  });

  it('expires a link after 7 days by the app’s clock; a resend mails a new one and kills the old', async () => {
    const company = await signUpAndLogIn(t);
    const email = newEmail();
    await kit.invite(company.token, email);
    const first = kit.invitationTokenOf(email);
    clock.advanceHours(TEAM_LIMITS.invitationDays * 24 + 1);

    expect((await callApi(t, invitationCalls.details, { token: first })).body.code).toBe(
      ErrorCode.TEAM_INVITATION_INVALID,
    );
    expect((await kit.accept(first)).body).toMatchObject({
      code: ErrorCode.TEAM_INVITATION_INVALID,
      msg: "This invitation link has expired, was already used or was withdrawn. Ask your company's administrator to send you a new invitation.",
    });
    const listed = (await kit.overview(company.token)).body.data;
    const expired = listed.invitations.find((i) => i.email === email);
    expect(expired).toMatchObject({ isExpired: true });
    // An expired invitation holds no seat.
    expect(listed.seats).toEqual({ used: 1, limit: TRIAL_SEATS, isTrial: true });

    const resent = await callApi(
      t,
      teamCalls.resendInvitation,
      { invitationId: expired?.id ?? 0 },
      { token: company.token },
    );
    expect(resent.body).toMatchObject({ code: 0, data: { isExpired: false } });
    const second = kit.invitationTokenOf(email);
    expect(second).not.toBe(first);
    expect((await kit.accept(first)).body.code).toBe(ErrorCode.TEAM_INVITATION_INVALID);

    // A resend of a live link kills it too.
    await callApi(
      t,
      teamCalls.resendInvitation,
      { invitationId: expired?.id ?? 0 },
      { token: company.token },
    );
    const third = kit.invitationTokenOf(email);
    expect((await kit.accept(second)).body.code).toBe(ErrorCode.TEAM_INVITATION_INVALID);
    expect((await kit.accept(third)).body.code).toBe(0);
    const actions = (await kit.auditOf(company.supplierId)).map((row) => row.action);
    expect(actions).toEqual([
      'user.invited',
      'user.invitationResent',
      'user.invitationResent',
      'user.joined',
    ]);
  });

  it('withdraws an invitation: its link stops working', async () => {
    const company = await signUpAndLogIn(t);
    const email = newEmail();
    const invited = await kit.invite(company.token, email);
    const token = kit.invitationTokenOf(email);
    const revoked = await callApi(
      t,
      teamCalls.revokeInvitation,
      { invitationId: invited.body.data.id },
      { token: company.token },
    );
    expect(revoked.body.code).toBe(0);
    expect((await kit.accept(token)).body.code).toBe(ErrorCode.TEAM_INVITATION_INVALID);
    const twice = await callApi(
      t,
      teamCalls.revokeInvitation,
      { invitationId: invited.body.data.id },
      { token: company.token },
    );
    expect(twice.body.code).toBe(ErrorCode.INVITATION_CLOSED);
    expect((await kit.auditOf(company.supplierId)).map((row) => row.action)).toEqual([
      'user.invited',
      'user.invitationRevoked',
    ]);
  });
});

describe('seats', () => {
  it('counts active users and open invitations against the trial allowance, then the paid package', async () => {
    const company = await signUpAndLogIn(t);
    // The owner holds one seat; invitations take the others.
    const invited = [];
    for (let seat = 1; seat < TRIAL_SEATS; seat++) invited.push(await kit.invite(company.token, newEmail()));
    const second = invited[1];
    if (!second) throw new Error('TRIAL_SEATS below 3: this test needs two invitations');
    expect((await kit.overview(company.token)).body.data.seats).toEqual({
      used: TRIAL_SEATS,
      limit: TRIAL_SEATS,
      isTrial: true,
    });
    const full = await kit.invite(company.token, newEmail());
    expect(full.body).toMatchObject({
      code: ErrorCode.SEATS_FULL,
      msg: expect.stringContaining(`All ${TRIAL_SEATS} seats`),
    });
    // Withdrawing an invitation frees its seat.
    await callApi(
      t,
      teamCalls.revokeInvitation,
      { invitationId: second.body.data.id },
      { token: company.token },
    );
    expect((await kit.invite(company.token, newEmail())).body.code).toBe(0);

    // Paying for a package with three seats more raises the limit.
    const now = new Date();
    const [pack] = await t.ctx.db
      .insert(servicePackages)
      .values({
        names: { en: 'Team', zh: '团队', ja: 'チーム' },
        days: 30,
        buyerContacts: 10,
        seats: TRIAL_SEATS + 3,
        price: '99.00',
        currency: 'USD',
        active: false,
      })
      .returning();
    await t.ctx.db.insert(paymentOrders).values({
      merchantTransactionId: `team-${company.supplierId}-${Date.now()}`,
      supplierId: company.supplierId,
      packageId: pack?.id ?? 0,
      packageNames: { en: 'Team', zh: '团队', ja: 'チーム' },
      days: 30,
      buyerContacts: 10,
      amount: '99.00',
      currency: 'USD',
      status: 'succeeded',
      createdAt: now,
      updatedAt: now,
      paidAt: now,
    });
    expect((await kit.overview(company.token)).body.data.seats).toEqual({
      used: TRIAL_SEATS,
      limit: TRIAL_SEATS + 3,
      isTrial: false,
    });
    for (const _ of [1, 2, 3]) expect((await kit.invite(company.token, newEmail())).body.code).toBe(0);
    expect((await kit.invite(company.token, newEmail())).body.code).toBe(ErrorCode.SEATS_FULL);
  });

  it('refuses to re-enable a disabled user when every seat is taken', async () => {
    const company = await signUpAndLogIn(t);
    const colleague = await addColleagueAndLogIn(t, company.supplierId, 'sales');
    await callApi(t, teamCalls.disable, { userId: colleague.userId }, { token: company.token });
    for (let seat = 1; seat < TRIAL_SEATS; seat++)
      expect((await kit.invite(company.token, newEmail())).body.code).toBe(0);
    const refused = await callApi(
      t,
      teamCalls.enable,
      { userId: colleague.userId },
      { token: company.token },
    );
    expect(refused.body.code).toBe(ErrorCode.SEATS_FULL);
  });
});
