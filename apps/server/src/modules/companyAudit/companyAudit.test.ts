import {
  type CompanyAuditEntry,
  type CompanyAuditQuery,
  companyAuditCalls,
  companyCalls,
  consoleBillingCalls,
  consoleCompanyCalls,
  consoleSupplierCalls,
  isCompanyAuditAction,
} from '@sc/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payByCard } from '../../test/billingFactories.js';
import { profileInput, uploadCompanyPhoto } from '../../test/companyFactories.js';
import { callApi, fieldsOf, openShowroom, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(() => t.fakePayments?.reset());

const OWNER_IP = '203.0.113.7';
const MANAGER_IP = '198.51.100.23';

async function auditOf(token: string, query: CompanyAuditQuery = {}) {
  const result = await callApi(t, companyAuditCalls.list, query, { token });
  if (result.body.code !== 0) throw new Error(`audit list refused: ${JSON.stringify(result.body)}`);
  return result.body.data;
}
const actionsOf = (list: CompanyAuditEntry[]) => list.map((entry) => entry.action);

/** A company whose owner saved the profile from OWNER_IP. */
async function companyWithProfile(name = 'Ana Lima') {
  const owner = await signUpAndLogIn(t, { name });
  const saved = await callApi(t, companyCalls.update, await profileInput(t, owner), {
    token: owner.token,
    ip: OWNER_IP,
  });
  expect(saved.body.code).toBe(0);
  return owner;
}

describe('what the company’s audit log records', () => {
  it('a profile save, with who, from where and which fields changed; a save that changes nothing adds nothing', async () => {
    const owner = await companyWithProfile();
    const [first, ...rest] = (await auditOf(owner.token)).list;
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      action: 'company.profileUpdated',
      group: 'profile',
      actor: { kind: 'member', userId: owner.adminId, name: 'Ana Lima' },
      ip: OWNER_IP,
      targetType: 'company',
      targetId: String(owner.supplierId),
    });
    expect(first?.details.fields).toEqual(['businessType', 'introductionEn', 'categories']);

    const same = await profileInput(t, owner);
    await callApi(t, companyCalls.update, same, { token: owner.token, ip: OWNER_IP });
    expect((await auditOf(owner.token)).total).toBe(1);

    const changed = await callApi(
      t,
      companyCalls.update,
      { ...same, yearFounded: 1987, mainMarkets: ['east_asia'] },
      { token: owner.token, ip: OWNER_IP },
    );
    expect(changed.body.code).toBe(0);
    const { list } = await auditOf(owner.token);
    expect(list.map((entry) => entry.details.fields)).toEqual([
      ['yearFounded', 'mainMarkets'],
      ['businessType', 'introductionEn', 'categories'],
    ]);
  });

  it('pictures and the showroom going online and offline', async () => {
    const owner = await signUpAndLogIn(t);
    await openShowroom(t, owner);
    await uploadCompanyPhoto(
      t,
      owner.token,
      { kind: 'image' },
      { bytes: await imageBytes(), fileName: 'a.png' },
    );
    const offline = await callApi(
      t,
      companyCalls.updateStatus,
      { status: 'offline' },
      { token: owner.token },
    );
    expect(offline.body.code).toBe(0);
    const { list } = await auditOf(owner.token);
    expect(list.map((entry) => [entry.action, entry.details.fields ?? null])).toEqual([
      ['company.showroomUnpublished', null],
      ['company.profileUpdated', ['images']],
      ['company.showroomPublished', null],
      ['company.profileUpdated', ['businessType', 'introductionEn', 'categories']],
      ['company.profileUpdated', ['logo']],
    ]);

    // Removing the images (and keeping the logo) is a change of the images only.
    const profile = (await callApi(t, companyCalls.info, {}, { token: owner.token })).body.data;
    const removed = await callApi(
      t,
      companyCalls.savePhotos,
      { logoFileId: profile.logo?.fileId ?? null, images: [] },
      { token: owner.token, ip: OWNER_IP },
    );
    expect(removed.body.code).toBe(0);
    const [latest] = (await auditOf(owner.token)).list;
    expect(latest).toMatchObject({
      action: 'company.profileUpdated',
      ip: OWNER_IP,
      details: { fields: ['images'] },
    });
  });

  it('a payment, by the user who opened the order, with the package, amount and currency and no address', async () => {
    const owner = await signUpAndLogIn(t, { name: 'Marco Rossi' });
    const { session } = await payByCard(t, owner.token);
    const { list } = await auditOf(owner.token, { group: 'billing' });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      action: 'billing.paid',
      group: 'billing',
      actor: { kind: 'member', userId: owner.adminId, name: 'Marco Rossi' },
      ip: null,
      targetType: 'paymentOrder',
      details: {
        order: session.merchantTransactionId,
        package: { en: 'Starter — 3 months' },
        amount: '299.00',
        currency: 'USD',
        days: 90,
        contacts: 60,
      },
    });
  });

  it('a refund as the platform team’s, without the operator’s name or address', async () => {
    const owner = await signUpAndLogIn(t);
    const finance = await makeStaffAndLogIn(t, { realName: 'Priya Nair', roleCode: 'billing_manager' });
    const { session } = await payByCard(t, owner.token);
    const refunded = await callApi(
      t,
      consoleBillingCalls.refund,
      { merchantTransactionId: session.merchantTransactionId, amount: '100.00', reason: 'Asked' },
      { token: finance.token, ip: '192.0.2.50' },
    );
    expect(refunded.body.code).toBe(0);
    await t.fakePayments?.idle();
    const [latest] = (await auditOf(owner.token, { group: 'billing' })).list;
    expect(latest).toMatchObject({
      action: 'billing.refunded',
      actor: { kind: 'platform', userId: null, name: null },
      ip: null,
      details: { order: session.merchantTransactionId, amount: '100.00', currency: 'USD' },
    });
    expect(JSON.stringify(latest)).not.toContain('Priya');
  });

  it('a locked field changed by customer service on the company’s request, as the platform team’s', async () => {
    const owner = await companyWithProfile();
    const staff = await makeStaffAndLogIn(t, { realName: 'Grace Lin' });
    const request = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Lima Coffee Holdings', reason: 'Renamed' },
      { token: owner.token, ip: OWNER_IP },
    );
    expect(request.body.code).toBe(0);
    const applied = await callApi(
      t,
      consoleCompanyCalls.decide,
      { id: request.body.data.id, decision: 'apply' },
      { token: staff.token, ip: '192.0.2.50' },
    );
    expect(applied.body.code).toBe(0);
    const [latest] = (await auditOf(owner.token)).list;
    expect(latest).toMatchObject({
      action: 'company.profileUpdated',
      actor: { kind: 'platform', userId: null, name: null },
      ip: null,
      details: { fields: ['name'] },
    });
  });
});

describe('who may read it, and only their own company’s', () => {
  it('never shows another company’s entries, not even when asked for its user', async () => {
    const a = await companyWithProfile('Ana Lima');
    const b = await companyWithProfile('Bruno Diaz');
    await payByCard(t, b.token);
    const ofA = await auditOf(a.token, { period: 'all' });
    expect(ofA.total).toBe(1);
    expect(ofA.list.every((entry) => entry.targetId === String(a.supplierId))).toBe(true);
    expect(JSON.stringify(ofA)).not.toContain('Bruno');
    expect((await auditOf(a.token, { actorUserId: b.adminId, period: 'all' })).total).toBe(0);
    const users = (await callApi(t, companyAuditCalls.actors, {}, { token: a.token })).body.data;
    expect(users).toEqual([{ userId: a.adminId, name: 'Ana Lima' }]);
  });

  it('is read by the owner and managers; sales and content users get 403', async () => {
    const owner = await companyWithProfile();
    const manager = await addColleagueAndLogIn(t, owner.supplierId, 'manager', { realName: 'Mia Chen' });
    const sales = await addColleagueAndLogIn(t, owner.supplierId, 'sales');
    const content = await addColleagueAndLogIn(t, owner.supplierId, 'content');
    expect((await callApi(t, companyAuditCalls.list, {}, { token: manager.token })).body.data.total).toBe(1);
    for (const user of [sales, content]) {
      expect((await callApi(t, companyAuditCalls.list, {}, { token: user.token })).status).toBe(403);
      expect((await callApi(t, companyAuditCalls.actors, {}, { token: user.token })).status).toBe(403);
    }
  });

  it('keeps company entries out of the console’s audit list (the platform team’s own)', async () => {
    const owner = await companyWithProfile();
    const admin = await makeStaffAndLogIn(t, { roleCode: 'platform_admin' });
    const suspended = await callApi(
      t,
      consoleSupplierCalls.suspend,
      { supplierId: owner.supplierId, reason: 'Forged licence' },
      { token: admin.token },
    );
    expect(suspended.body.code).toBe(0);
    const consoleList = await callApi(t, consoleCompanyCalls.audit, {}, { token: admin.token });
    expect(consoleList.body.code).toBe(0);
    expect(consoleList.body.data.some((entry) => isCompanyAuditAction(entry.action))).toBe(false);
    // The team's own entries are still there.
    const decided = consoleList.body.data.filter((entry) => entry.action === 'company.suspend');
    expect(decided.map((entry) => entry.targetId)).toContain(String(owner.supplierId));
  });
});

describe('filters and pages', () => {
  it('narrows by group, colleague and dates, newest first, page by page', async () => {
    const owner = await companyWithProfile('Ana Lima');
    const manager = await addColleagueAndLogIn(t, owner.supplierId, 'manager', { realName: 'Mia Chen' });
    await payByCard(t, owner.token);
    clock.advanceHours(24 * 10);
    const input = await profileInput(t, owner, { yearFounded: 1990 });
    const byManager = await callApi(t, companyCalls.update, input, { token: manager.token, ip: MANAGER_IP });
    expect(byManager.body.code).toBe(0);

    expect(actionsOf((await auditOf(owner.token)).list)).toEqual([
      'company.profileUpdated',
      'billing.paid',
      'company.profileUpdated',
    ]);
    expect(actionsOf((await auditOf(owner.token, { group: 'billing' })).list)).toEqual(['billing.paid']);
    expect((await auditOf(owner.token, { group: 'users' })).total).toBe(0);

    const mine = await auditOf(owner.token, { actorUserId: manager.userId });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ actor: { name: 'Mia Chen' }, ip: MANAGER_IP });

    // The last 7 days (from the server's clock) leave out what happened 10 days ago.
    const week = await auditOf(owner.token, { period: '7d' });
    expect(week.list.map((entry) => entry.actor.name)).toEqual(['Mia Chen']);
    expect(Date.parse(week.from ?? '') - (clock.now().getTime() - 7 * 86_400_000)).toBeLessThanOrEqual(0);
    expect(Date.parse(week.from ?? '') - (clock.now().getTime() - 7 * 86_400_000)).toBeGreaterThan(-60_000);
    const earlier = await auditOf(owner.token, {
      period: 'custom',
      from: new Date(clock.now().getTime() - 30 * 86_400_000).toISOString(),
      to: new Date(clock.now().getTime() - 5 * 86_400_000).toISOString(),
    });
    expect(actionsOf(earlier.list)).toEqual(['billing.paid', 'company.profileUpdated']);

    const second = await auditOf(owner.token, { pageIndex: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(actionsOf(second.list)).toEqual(['company.profileUpdated']);
    expect(second.list[0]?.actor.name).toBe('Ana Lima');

    const users = (await callApi(t, companyAuditCalls.actors, {}, { token: owner.token })).body.data;
    expect(users.map((user) => user.name)).toEqual(['Ana Lima', 'Mia Chen']);
  });

  it('refuses a custom range without its dates or ending before it starts', async () => {
    const owner = await signUpAndLogIn(t);
    const now = clock.now().toISOString();
    for (const query of [
      { period: 'custom' },
      { period: 'custom', from: now, to: new Date(clock.now().getTime() - 1000).toISOString() },
    ] as const) {
      const refused = await callApi(t, companyAuditCalls.list, query, { token: owner.token });
      expect(refused.body.code).toBe(1000);
      expect(fieldsOf(refused)).toHaveProperty('from');
    }
  });
});
