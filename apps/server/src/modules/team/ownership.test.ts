import { ErrorCode, TEAM_LIMITS, teamCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen } from '../../test/socketClient.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { eventOnce, teamKit } from '../../test/teamKit.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

let t: TestApp;
let url: string;
const clock = new TestClock();
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  url = await listen(t);
  kit = teamKit(t);
});
afterAll(() => t.close());

describe('ownership transfer', () => {
  async function companyWithManager() {
    const owner = await signUpAndLogIn(t);
    const manager = await addColleagueAndLogIn(t, owner.supplierId, 'manager', { realName: 'Nia Next' });
    return { owner, manager };
  }
  const request = (token: string, userId: number) =>
    callApi(t, teamCalls.requestTransfer, { userId }, { token });

  it('moves ownership only when the proposed manager accepts: roles swap, both portals are told', async () => {
    const { owner, manager } = await companyWithManager();
    const sales = await addColleagueAndLogIn(t, owner.supplierId, 'sales');
    expect((await request(owner.token, sales.userId)).body.code).toBe(ErrorCode.TRANSFER_TARGET_INVALID);
    expect((await request(owner.token, owner.adminId)).body.code).toBe(ErrorCode.TRANSFER_TARGET_INVALID);
    // Only the owner proposes.
    expect((await request(manager.token, owner.adminId)).body.code).toBe(ErrorCode.FORBIDDEN);

    const proposed = await request(owner.token, manager.userId);
    expect(proposed.body).toMatchObject({
      code: 0,
      data: { fromUserId: owner.adminId, toUserId: manager.userId, toName: 'Nia Next' },
    });
    const mail = kit.lastMailTo(manager.email);
    expect(mail).toContain(`Subject: ${owner.input.companyName}: you are asked to become the owner`);
    expect(mail).toContain(`http://portal.test/system/users?transfer=${proposed.body.data.id}`);
    expect((await request(owner.token, manager.userId)).body.code).toBe(ErrorCode.TRANSFER_OPEN);
    const seen = (await kit.overview(manager.token)).body.data;
    expect(seen).toMatchObject({ isOwner: false, transfer: { id: proposed.body.data.id } });
    // Nobody but the proposed colleague accepts.
    const transferId = proposed.body.data.id;
    expect(
      (await callApi(t, teamCalls.acceptTransfer, { transferId }, { token: owner.token })).body.code,
    ).toBe(ErrorCode.TRANSFER_INVALID);

    const ownerSocket = await connectSocket(url, owner.token);
    const managerSocket = await connectSocket(url, manager.token);
    const told = Promise.all([
      eventOnce(ownerSocket, 'permissions:changed'),
      eventOnce(managerSocket, 'permissions:changed'),
    ]);
    const accepted = await callApi(t, teamCalls.acceptTransfer, { transferId }, { token: manager.token });
    expect(accepted.body.code).toBe(0);
    await told;
    ownerSocket.close();
    managerSocket.close();
    expect(await kit.rolesOf(manager.token)).toEqual(['owner']);
    expect(await kit.rolesOf(owner.token)).toEqual(['manager']);
    expect(await kit.ownersOf(owner.supplierId)).toEqual([manager.userId]);
    expect((await kit.overview(manager.token)).body.data).toMatchObject({ isOwner: true, transfer: null });
    expect(
      (await callApi(t, teamCalls.acceptTransfer, { transferId }, { token: manager.token })).body.code,
    ).toBe(ErrorCode.TRANSFER_INVALID);
    const audit = await kit.auditOf(owner.supplierId);
    expect(audit.map((row) => row.action)).toEqual(['ownership.transferRequested', 'ownership.transferred']);
    expect(audit[1]).toMatchObject({
      targetType: 'company',
      targetId: String(owner.supplierId),
      actorUserId: manager.userId,
      details: { from: { id: owner.adminId }, to: { id: manager.userId } },
    });
  });

  it('can be withdrawn by the owner, declined by the colleague, and lapses after 7 days', async () => {
    const { owner, manager } = await companyWithManager();
    const first = (await request(owner.token, manager.userId)).body.data;
    expect(
      (await callApi(t, teamCalls.cancelTransfer, { transferId: first.id }, { token: owner.token })).body
        .code,
    ).toBe(0);
    expect(
      (await callApi(t, teamCalls.acceptTransfer, { transferId: first.id }, { token: manager.token })).body
        .code,
    ).toBe(ErrorCode.TRANSFER_INVALID);

    const second = (await request(owner.token, manager.userId)).body.data;
    expect(
      (await callApi(t, teamCalls.declineTransfer, { transferId: second.id }, { token: manager.token })).body
        .code,
    ).toBe(0);

    const third = (await request(owner.token, manager.userId)).body.data;
    clock.advanceHours(TEAM_LIMITS.transferDays * 24 + 1);
    expect((await kit.overview(owner.token)).body.data.transfer).toBeNull();
    expect(
      (await callApi(t, teamCalls.acceptTransfer, { transferId: third.id }, { token: manager.token })).body
        .code,
    ).toBe(ErrorCode.TRANSFER_INVALID);
    // A new proposal replaces the lapsed one.
    expect((await request(owner.token, manager.userId)).body.code).toBe(0);
    expect(await kit.ownersOf(owner.supplierId)).toEqual([owner.adminId]);
    const actions = (await kit.auditOf(owner.supplierId)).map((row) => [row.action, row.details.outcome]);
    expect(actions).toEqual([
      ['ownership.transferRequested', undefined],
      ['ownership.transferCancelled', 'withdrawn'],
      ['ownership.transferRequested', undefined],
      ['ownership.transferCancelled', 'declined'],
      ['ownership.transferRequested', undefined],
      ['ownership.transferRequested', undefined],
    ]);
  });

  it('keeps exactly one owner whatever races: two accepts, accept against cancel, accept against role changes', async () => {
    for (const race of ['accepts', 'cancel', 'roleChanges', 'accepts', 'cancel', 'roleChanges'] as const) {
      const { owner, manager } = await companyWithManager();
      const otherManager = await addColleagueAndLogIn(t, owner.supplierId, 'manager');
      const transferId = (await request(owner.token, manager.userId)).body.data.id;
      const acceptTransfer = () =>
        callApi(t, teamCalls.acceptTransfer, { transferId }, { token: manager.token });
      const roleIds = [
        await kit.roleId(otherManager.token, 'content'),
        await kit.roleId(otherManager.token, 'sales'),
      ];
      const rivals =
        race === 'accepts'
          ? [acceptTransfer()]
          : race === 'cancel'
            ? [callApi(t, teamCalls.cancelTransfer, { transferId }, { token: owner.token })]
            : roleIds.flatMap((id) => [
                callApi(
                  t,
                  teamCalls.changeRole,
                  { userId: manager.userId, roleId: id },
                  { token: otherManager.token },
                ),
                callApi(
                  t,
                  teamCalls.changeRole,
                  { userId: owner.adminId, roleId: id },
                  { token: otherManager.token },
                ),
              ]);
      const [accepted, ...others] = await Promise.all([acceptTransfer(), ...rivals]);
      expect(await kit.ownersOf(owner.supplierId), race).toHaveLength(1);
      // Every user still holds exactly one role.
      expect(await kit.roleHoldersOf(owner.supplierId), race).toEqual(
        [owner.adminId, manager.userId, otherManager.userId].sort((a, b) => a - b),
      );
      const codes = [accepted, ...others].map((r) => r?.body.code);
      if (race === 'accepts') expect(codes.sort()).toEqual([0, ErrorCode.TRANSFER_INVALID]);
      if (race === 'cancel') expect(codes.filter((code) => code === 0)).toHaveLength(1);
    }
  });

  it('cancels a transfer to a colleague who gets disabled', async () => {
    const { owner, manager } = await companyWithManager();
    await request(owner.token, manager.userId);
    await callApi(t, teamCalls.disable, { userId: manager.userId }, { token: owner.token });
    expect((await kit.overview(owner.token)).body.data.transfer).toBeNull();
  });
});
