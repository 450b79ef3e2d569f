import { accountCalls, chatCalls, ErrorCode, teamCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/index.js';
import { callApi, logIn, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen } from '../../test/socketClient.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { eventOnce, newEmail, teamKit } from '../../test/teamKit.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

type Owner = Awaited<ReturnType<typeof signUpAndLogIn>>;

let t: TestApp;
let url: string;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  kit = teamKit(t);
});
afterAll(() => t.close());

describe('disabling a colleague', () => {
  it('ends their sessions at once (socket told why), refuses sign-in, and re-enabling lets them back', async () => {
    const company = await signUpAndLogIn(t);
    const colleague = await addColleagueAndLogIn(t, company.supplierId, 'sales');
    const socket = await connectSocket(url, colleague.token);
    const ended = Promise.all([
      eventOnce<{ reason: string }>(socket, 'session:ended'),
      new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    ]);

    const disabled = await callApi(
      t,
      teamCalls.disable,
      { userId: colleague.userId },
      { token: company.token, ip: '198.51.100.4' },
    );
    expect(disabled.body).toMatchObject({
      code: 0,
      data: { id: colleague.userId, status: 'disabled', disabledBy: company.input.name },
    });
    expect(await ended).toEqual([{ reason: 'disabled' }, 'io server disconnect']);

    const next = await callApi(t, accountCalls.loginInfo, {}, { token: colleague.token, lang: 'en' });
    expect(next.status).toBe(401);
    expect(next.body).toEqual({
      code: ErrorCode.USER_DISABLED,
      msg: "Your account was disabled by your company's administrator. Ask them if you need access again.",
      data: null,
    });
    await expect(connectSocket(url, colleague.token)).rejects.toThrow('USER_DISABLED');
    const signIn = await logIn(t, { username: colleague.email, password: 'Colleague#2026' });
    expect(signIn.body.code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect(
      (await callApi(t, teamCalls.disable, { userId: colleague.userId }, { token: company.token })).body.code,
    ).toBe(ErrorCode.USER_ALREADY_DISABLED);

    const enabled = await callApi(
      t,
      teamCalls.enable,
      { userId: colleague.userId },
      { token: company.token },
    );
    expect(enabled.body.data).toMatchObject({ status: 'active', disabledAt: null });
    expect((await logIn(t, { username: colleague.email, password: 'Colleague#2026' })).body.code).toBe(0);
    // The session the disabling ended stays ended, as an ordinary 401 now.
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: colleague.token })).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    const audit = await kit.auditOf(company.supplierId);
    expect(audit.map((row) => [row.action, row.targetType, row.targetId, row.ip])).toEqual([
      ['user.disabled', 'user', String(colleague.userId), '198.51.100.4'],
      ['user.enabled', 'user', String(colleague.userId), '127.0.0.1'],
    ]);
    expect(audit[0]?.details).toMatchObject({ email: colleague.email, sessionsEnded: 1 });
  });
});

describe('roles of colleagues', () => {
  let owner: Owner;
  let manager: Awaited<ReturnType<typeof addColleagueAndLogIn>>;
  let sales: Awaited<ReturnType<typeof addColleagueAndLogIn>>;
  beforeAll(async () => {
    owner = await signUpAndLogIn(t);
    manager = await addColleagueAndLogIn(t, owner.supplierId, 'manager', { realName: 'Max Manager' });
    sales = await addColleagueAndLogIn(t, owner.supplierId, 'sales', { realName: 'Sue Sales' });
  });

  it('lets only team managers in: a sales user can neither list nor invite', async () => {
    expect((await kit.overview(sales.token)).status).toBe(403);
    const refused = await callApi(
      t,
      teamCalls.invite,
      { email: newEmail(), roleId: 1 },
      { token: sales.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('offers the roles the caller may give: never the owner, nothing beyond what they hold', async () => {
    const forOwner = (await callApi(t, teamCalls.assignableRoles, {}, { token: owner.token })).body.data;
    expect(forOwner.map((r) => r.code)).toEqual(['manager', 'sales', 'content', 'finance']);
    // A manager cannot pay, so cannot make anyone Finance.
    const forManager = (await callApi(t, teamCalls.assignableRoles, {}, { token: manager.token })).body.data;
    expect(forManager.map((r) => r.code)).toEqual(['manager', 'sales', 'content']);
    const [ownerRole] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'owner'));
    const ownerRoleId = ownerRole?.id ?? 0;
    const asOwner = await callApi(
      t,
      teamCalls.changeRole,
      { userId: sales.userId, roleId: ownerRoleId },
      { token: manager.token },
    );
    expect(asOwner.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const invitedOwner = await callApi(
      t,
      teamCalls.invite,
      { email: newEmail(), roleId: ownerRoleId },
      { token: owner.token },
    );
    expect(invitedOwner.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const financeId = forOwner.find((r) => r.code === 'finance')?.id ?? 0;
    const asFinance = await callApi(
      t,
      teamCalls.changeRole,
      { userId: sales.userId, roleId: financeId },
      { token: manager.token },
    );
    expect(asFinance.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('lets nobody change their own role, nor the owner’s, nor disable either', async () => {
    const managerId = await kit.roleId(owner.token, 'manager');
    const salesId = await kit.roleId(owner.token, 'sales');
    const own = await callApi(
      t,
      teamCalls.changeRole,
      { userId: manager.userId, roleId: salesId },
      { token: manager.token },
    );
    expect(own.body.code).toBe(ErrorCode.TEAM_SELF_CHANGE);
    const ownersRole = await callApi(
      t,
      teamCalls.changeRole,
      { userId: owner.adminId, roleId: managerId },
      { token: manager.token },
    );
    expect(ownersRole.body.code).toBe(ErrorCode.OWNER_PROTECTED);
    const ownerSelf = await callApi(
      t,
      teamCalls.changeRole,
      { userId: owner.adminId, roleId: managerId },
      { token: owner.token },
    );
    expect(ownerSelf.body.code).toBe(ErrorCode.TEAM_SELF_CHANGE);
    expect(
      (await callApi(t, teamCalls.disable, { userId: owner.adminId }, { token: manager.token })).body.code,
    ).toBe(ErrorCode.OWNER_PROTECTED);
    expect(
      (await callApi(t, teamCalls.disable, { userId: manager.userId }, { token: manager.token })).body.code,
    ).toBe(ErrorCode.TEAM_SELF_CHANGE);
    expect(await kit.rolesOf(owner.token)).toEqual(['owner']);
  });

  it('changes a colleague’s role live: their socket hears it and their next call has the new rights', async () => {
    const colleague = await addColleagueAndLogIn(t, owner.supplierId, 'content');
    const socket = await connectSocket(url, colleague.token);
    expect((await callApi(t, chatCalls.listCount, {}, { token: colleague.token })).status).toBe(403);
    const told = eventOnce<undefined>(socket, 'permissions:changed');

    const changed = await callApi(
      t,
      teamCalls.changeRole,
      { userId: colleague.userId, roleId: await kit.roleId(manager.token, 'sales') },
      { token: manager.token },
    );
    expect(changed.body).toMatchObject({ code: 0, data: { id: colleague.userId, role: { code: 'sales' } } });
    await told;
    expect(socket.connected).toBe(true);
    expect((await callApi(t, chatCalls.listCount, {}, { token: colleague.token })).body.code).toBe(0);
    expect(await kit.rolesOf(colleague.token)).toEqual(['sales']);
    socket.close();
    const entry = (await kit.auditOf(owner.supplierId)).find(
      (row) => row.action === 'user.roleChanged' && row.targetId === String(colleague.userId),
    );
    expect(entry).toMatchObject({
      actorUserId: manager.userId,
      targetType: 'user',
      details: { from: { code: 'content' }, to: { code: 'sales' } },
    });
  });
});

describe('tenant isolation', () => {
  it("answers RECORD_NOT_FOUND for another company's users, invitations and transfers", async () => {
    const a = await signUpAndLogIn(t);
    const aManager = await addColleagueAndLogIn(t, a.supplierId, 'manager');
    const invitation = (await kit.invite(a.token, newEmail())).body.data;
    const transfer = (
      await callApi(t, teamCalls.requestTransfer, { userId: aManager.userId }, { token: a.token })
    ).body.data;
    const b = await signUpAndLogIn(t);
    const salesId = await kit.roleId(b.token, 'sales');
    const attempts = [
      callApi(t, teamCalls.changeRole, { userId: aManager.userId, roleId: salesId }, { token: b.token }),
      callApi(t, teamCalls.disable, { userId: aManager.userId }, { token: b.token }),
      callApi(t, teamCalls.enable, { userId: aManager.userId }, { token: b.token }),
      callApi(t, teamCalls.resendInvitation, { invitationId: invitation.id }, { token: b.token }),
      callApi(t, teamCalls.revokeInvitation, { invitationId: invitation.id }, { token: b.token }),
      callApi(t, teamCalls.requestTransfer, { userId: aManager.userId }, { token: b.token }),
    ];
    for (const attempt of await Promise.all(attempts))
      expect(attempt.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    expect(
      (await callApi(t, teamCalls.cancelTransfer, { transferId: transfer.id }, { token: b.token })).body.code,
    ).toBe(ErrorCode.TRANSFER_INVALID);
    const bList = (await kit.overview(b.token)).body.data;
    expect(bList.users.map((u) => u.id)).toEqual([b.adminId]);
    expect(bList.invitations).toEqual([]);
    // Nothing of A changed, and B's log holds nothing of A.
    const aList = (await kit.overview(a.token)).body.data;
    expect(aList.users.find((u) => u.id === aManager.userId)).toMatchObject({ status: 'active' });
    expect(aList.invitations.map((i) => i.id)).toEqual([invitation.id]);
    expect(await kit.auditOf(b.supplierId)).toEqual([]);
  });
});
