import {
  accountCalls,
  type ConsoleSupplier,
  type ConsoleSupplierDetail,
  type ConsoleSupplierQuery,
  consoleSupplierCalls,
  ErrorCode,
  type LedgerEntry,
  type Page,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.js';
import { payByCard } from '../../test/billingFactories.js';
import { callApi, logIn, signUp, signUpAndLogIn } from '../../test/factories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const clock = new TestClock();
let t: TestApp;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
});
afterAll(() => t.close());

const listOf = async (query: ConsoleSupplierQuery) => {
  const listed = await callApi(
    t,
    consoleSupplierCalls.list,
    { pageSize: 100, ...query },
    { token: agent.token },
  );
  expect(listed.body.code).toBe(0);
  return listed.body.data as Page<ConsoleSupplier>;
};
const idsOf = async (query: ConsoleSupplierQuery) => (await listOf(query)).list.map((row) => row.id);
const stateOf = async (supplierId: number) =>
  (await listOf({ keyword: String(supplierId) })).list.find((row) => row.id === supplierId)?.state;
const infoOf = async (supplierId: number) =>
  (await callApi(t, consoleSupplierCalls.info, { supplierId }, { token: agent.token, lang: 'en' })).body
    .data as ConsoleSupplierDetail;

describe('console supplier permission', () => {
  it('is refused to a catalogue editor and to suppliers, and open to a support agent', async () => {
    const company = await signUpAndLogIn(t);
    const editor = await makeStaffAndLogIn(t, { realName: 'Lena Fischer', roleCode: 'catalogue_editor' });
    for (const token of [editor.token, company.token]) {
      expect((await callApi(t, consoleSupplierCalls.list, {}, { token })).status).toBe(403);
      const info = await callApi(t, consoleSupplierCalls.info, { supplierId: company.supplierId }, { token });
      expect(info.status).toBe(403);
      const suspended = await callApi(
        t,
        consoleSupplierCalls.suspend,
        { supplierId: company.supplierId, reason: 'Fake documents' },
        { token },
      );
      expect(suspended.status).toBe(403);
      expect(suspended.body.code).toBe(ErrorCode.FORBIDDEN);
    }
    // Nothing happened: the company still works and is not suspended.
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: company.token })).body.code).toBe(0);
    expect(await stateOf(company.supplierId)).toBe('trial');
    const info = await callApi(
      t,
      consoleSupplierCalls.info,
      { supplierId: company.supplierId },
      { token: agent.token },
    );
    expect(info.body.code).toBe(0);
  });
});

describe('the list', () => {
  it('finds a company by its name, a user email or name, and filters by country and verification', async () => {
    const mark = `zq${Date.now().toString(36)}`;
    const a = await signUp(t, {
      name: `Ines ${mark}`,
      country: 'PT',
      companyName: `Porto Tinned Fish ${mark}`,
    });
    const b = await signUp(t, { email: `sales.${mark}@andes.test`, country: 'CL' });
    await t.ctx.db.update(suppliers).set({ verifiedAt: new Date() }).where(eq(suppliers.id, b.supplierId));
    expect(await idsOf({ keyword: `Porto Tinned Fish ${mark}` })).toEqual([a.supplierId]);
    expect(await idsOf({ keyword: `ines ${mark}` })).toEqual([a.supplierId]);
    expect(await idsOf({ keyword: `SALES.${mark}` })).toEqual([b.supplierId]);
    expect(await idsOf({ keyword: mark, country: 'CL' })).toEqual([b.supplierId]);
    expect(await idsOf({ keyword: mark, verified: true })).toEqual([b.supplierId]);
    expect(await idsOf({ keyword: mark, verified: false })).toEqual([a.supplierId]);
    const [row] = (await listOf({ keyword: `Porto Tinned Fish ${mark}` })).list;
    expect(row).toMatchObject({
      name: `Porto Tinned Fish ${mark}`,
      country: 'PT',
      state: 'trial',
      verified: false,
      userCount: 1,
      showroomStatus: 'draft',
      lastSignInAt: null,
      suspendedAt: null,
    });
  });

  it('sorts by sign-up (newest first) or by the latest sign-in of its users', async () => {
    const mark = `zs${Date.now().toString(36)}`;
    const older = await signUp(t, { companyName: `Older ${mark}` });
    const newer = await signUp(t, { companyName: `Newer ${mark}` });
    expect(await idsOf({ keyword: mark })).toEqual([newer.supplierId, older.supplierId]);
    await logIn(t, { username: older.input.email, password: older.input.password });
    expect(await idsOf({ keyword: mark, sort: 'lastActivity' })).toEqual([
      older.supplierId,
      newer.supplierId,
    ]);
    const [first] = (await listOf({ keyword: mark, sort: 'lastActivity' })).list;
    expect(first?.lastSignInAt).not.toBeNull();
  });

  it('pages through the companies with their total', async () => {
    const mark = `zp${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await signUp(t, { companyName: `Paged ${mark} ${i}` });
    const first = await listOf({ keyword: mark, pageSize: 2, pageIndex: 1 });
    const second = await listOf({ keyword: mark, pageSize: 2, pageIndex: 2 });
    expect(first.total).toBe(3);
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(new Set([...first.list, ...second.list].map((row) => row.id)).size).toBe(3);
  });
});

describe('a company in full', () => {
  it('shows its profile, users, service, quota, ledger and recent sign-ins', async () => {
    const company = await signUpAndLogIn(t, { name: 'Ana Lima', country: 'BR' });
    const info = await infoOf(company.supplierId);
    expect(info).toMatchObject({
      id: company.supplierId,
      name: company.input.companyName,
      state: 'trial',
      profile: { supplierId: company.supplierId, name: company.input.companyName, country: 'BR' },
      service: { status: 'trial' },
      quota: { used: 0 },
      credentials: [],
      orders: [],
      activity: { conversations: 0, quotations: 0, rfqQuotes: 0 },
    });
    expect(info.profile.state).toMatchObject({ status: 'draft', complete: false });
    expect(info.users).toEqual([
      expect.objectContaining({
        id: company.adminId,
        name: 'Ana Lima',
        email: company.input.email,
        roles: ['owner'],
        status: 'active',
        emailVerified: true,
      }),
    ]);
    expect(info.users[0]?.lastSignInAt).not.toBeNull();
    expect(info.activity.signIns.map((s) => s.email)).toEqual([company.input.email]);
    const ledger = await callApi(
      t,
      consoleSupplierCalls.ledger,
      { supplierId: company.supplierId },
      { token: agent.token },
    );
    const entries = (ledger.body.data as Page<LedgerEntry>).list;
    expect(entries.map((e) => e.reason)).toEqual(['trial']);
    expect(entries[0]?.days).toBe(t.ctx.config.trial.days);
  });

  it('answers RECORD_NOT_FOUND for a company that does not exist', async () => {
    const info = await callApi(t, consoleSupplierCalls.info, { supplierId: 999_999 }, { token: agent.token });
    expect(info.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});

// Last: this moves the app's clock past the trial.
describe('the state of a company', () => {
  it('is trial, then paying (paid days run) or expired (nothing live), and the state filter follows', async () => {
    const trial = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const paying = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const { paid } = await payByCard(t, paying.token);
    expect(paid.status).toBe('processing');
    // Paid during the trial: the paid period follows the trial, so the trial is what runs now.
    expect(await stateOf(trial.supplierId)).toBe('trial');
    expect(await stateOf(paying.supplierId)).toBe('trial');
    expect(await idsOf({ state: 'trial' })).toContain(trial.supplierId);

    clock.advanceHours(24 * (t.ctx.config.trial.days + 1));
    expect(await stateOf(trial.supplierId)).toBe('expired');
    expect(await stateOf(paying.supplierId)).toBe('paying');
    const expiredIds = await idsOf({ state: 'expired', pageSize: 100 });
    expect(expiredIds).toContain(trial.supplierId);
    expect(expiredIds).not.toContain(paying.supplierId);
    const payingIds = await idsOf({ state: 'paying' });
    expect(payingIds).toContain(paying.supplierId);
    expect(payingIds).not.toContain(trial.supplierId);
    expect((await infoOf(paying.supplierId)).orders).toEqual([
      expect.objectContaining({ status: 'succeeded', currency: 'USD' }),
    ]);

    // Suspended wins over any service.
    const suspended = await callApi(
      t,
      consoleSupplierCalls.suspend,
      { supplierId: paying.supplierId, reason: 'Chargeback under review' },
      { token: agent.token },
    );
    expect(suspended.body.data).toMatchObject({
      state: 'suspended',
      suspendReason: 'Chargeback under review',
    });
    expect(await idsOf({ state: 'suspended' })).toContain(paying.supplierId);
    expect(await idsOf({ state: 'paying' })).not.toContain(paying.supplierId);
  });
});
