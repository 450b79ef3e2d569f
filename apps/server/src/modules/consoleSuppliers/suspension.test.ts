import { accountCalls, buyerAppCalls, consoleSupplierCalls, ErrorCode } from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supplierProducts } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf, logIn, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen, type TestSocket } from '../../test/socketClient.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let url: string;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let buyer: Awaited<ReturnType<typeof makeBuyerAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  buyer = await makeBuyerAndLogIn(t);
});
afterAll(() => t.close());

const REASON = 'Forged business licence (case 4411).';

const suspend = (supplierId: number, reason = REASON) =>
  callApi(t, consoleSupplierCalls.suspend, { supplierId, reason }, { token: agent.token, lang: 'en' });
const reactivate = (supplierId: number, reason = 'Licence checked again: genuine') =>
  callApi(t, consoleSupplierCalls.reactivate, { supplierId, reason }, { token: agent.token });
const auditOf = (supplierId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'supplier'), eq(auditLog.targetId, String(supplierId))))
    .orderBy(asc(auditLog.id));

/** What the socket hears when the server ends it: the event's payload, then the disconnect. */
function endOf(socket: TestSocket) {
  return Promise.all([
    new Promise<{ reason: string; note?: string }>((resolve) => socket.once('session:ended', resolve)),
    new Promise<string>((resolve) => socket.once('disconnect', resolve)),
  ]);
}

/** A company with a published showroom, two signed-in users' worth of access: its admin's token and socket. */
async function openCompany() {
  const company = await signUpAndLogIn(t, {}, { showroom: 'open' });
  const socket = await connectSocket(url, company.token);
  return { ...company, socket };
}

describe('suspending a company', () => {
  it('signs its users out at once: their next call and their open socket hear why', async () => {
    const company = await openCompany();
    const bystander = await signUpAndLogIn(t);
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: company.token })).body.code).toBe(0);
    const ended = endOf(company.socket);

    const suspended = await suspend(company.supplierId);
    expect(suspended.body).toMatchObject({
      code: 0,
      data: { id: company.supplierId, state: 'suspended', suspendReason: REASON },
    });
    expect(await ended).toEqual([
      { reason: 'suspended', note: 'Forged business licence (case 4411)' },
      'io server disconnect',
    ]);
    const next = await callApi(t, accountCalls.loginInfo, {}, { token: company.token, lang: 'en' });
    expect(next.status).toBe(401);
    expect(next.body).toEqual({
      code: ErrorCode.COMPANY_SUSPENDED,
      msg: "Your company's account has been suspended: Forged business licence (case 4411). Please contact the platform's support team to restore access.",
      data: null,
    });
    // A new socket with the old token is refused too.
    await expect(connectSocket(url, company.token)).rejects.toThrow('COMPANY_SUSPENDED');
    // Another company is untouched.
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: bystander.token })).body.code).toBe(0);
  });

  it('refuses sign-in with the reason, in the language of the sign-in page, until reactivated', async () => {
    const company = await openCompany();
    company.socket.close();
    await suspend(company.supplierId);
    const credentials = { username: company.input.email, password: company.input.password };
    const refused = await logIn(t, { ...credentials, lang: 'zh-CN' });
    expect(refused.body.code).toBe(ErrorCode.COMPANY_SUSPENDED);
    expect(refused.body.msg).toBe(
      '贵公司的账号已被暂停：Forged business licence (case 4411)。如需恢复使用，请联系平台客服团队。',
    );
    // A wrong password says nothing about the suspension.
    expect((await logIn(t, { ...credentials, password: 'Wrong#2026' })).body.code).toBe(
      ErrorCode.BAD_CREDENTIALS,
    );

    const reactivated = await reactivate(company.supplierId);
    expect(reactivated.body.data).toMatchObject({ state: 'trial', suspendedAt: null, suspendReason: null });
    const login = await logIn(t, credentials);
    expect(login.body.code).toBe(0);
    const token = login.body.data.access_token;
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).body.code).toBe(0);
    // The session the suspension ended stays ended: an ordinary 401 now.
    const old = await callApi(t, accountCalls.loginInfo, {}, { token: company.token });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('hides the showroom and products from buyers while suspended, and shows them again after', async () => {
    const company = await openCompany();
    company.socket.close();
    const [product] = await t.ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(eq(supplierProducts.supplierId, company.supplierId));
    const showroom = () =>
      callApi(
        t,
        buyerAppCalls.supplierShowroom,
        { supplierId: company.supplierId },
        { token: buyer.token, lang: 'en' },
      );
    const directory = async () =>
      (
        await callApi(
          t,
          buyerAppCalls.suppliers,
          { keyword: company.input.companyName },
          { token: buyer.token },
        )
      ).body.data.list.map((card) => card.id);
    const productPage = () =>
      callApi(t, buyerAppCalls.product, { productId: product?.id ?? 0 }, { token: buyer.token });
    expect((await showroom()).body.code).toBe(0);
    expect(await directory()).toEqual([company.supplierId]);

    await suspend(company.supplierId);
    expect((await showroom()).body).toMatchObject({
      code: ErrorCode.SUPPLIER_UNAVAILABLE,
      msg: "This supplier's showroom is not available at the moment.",
    });
    expect(await directory()).toEqual([]);
    expect((await productPage()).body.code).toBe(ErrorCode.SUPPLIER_UNAVAILABLE);

    await reactivate(company.supplierId);
    expect((await showroom()).body.code).toBe(0);
    expect(await directory()).toEqual([company.supplierId]);
    expect((await productPage()).body.code).toBe(0);
  });

  it('is audited with its reason, and so is the reactivation; the detail lists both', async () => {
    const company = await openCompany();
    company.socket.close();
    await suspend(company.supplierId);
    await reactivate(company.supplierId, 'Licence checked again: genuine');
    const entries = await auditOf(company.supplierId);
    expect(entries.map((e) => [e.action, e.actorName, e.details.reason])).toEqual([
      ['company.suspend', 'Grace Lin', REASON],
      ['company.reactivate', 'Grace Lin', 'Licence checked again: genuine'],
    ]);
    expect(entries[0]?.details).toMatchObject({ name: company.input.companyName, sessionsEnded: 1 });
    const info = await callApi(
      t,
      consoleSupplierCalls.info,
      { supplierId: company.supplierId },
      { token: agent.token },
    );
    expect(info.body.data.activity.audit.map((e) => e.action)).toEqual([
      'company.reactivate',
      'company.suspend',
    ]);
  });

  it('needs a reason, and refuses to suspend twice or to reactivate an active company', async () => {
    const company = await signUpAndLogIn(t);
    const missing = await suspend(company.supplierId, '   ');
    expect(missing.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(missing)).toEqual({ reason: 'Say why (it is kept in the audit log)' });
    expect((await reactivate(company.supplierId)).body.code).toBe(ErrorCode.COMPANY_NOT_SUSPENDED);
    expect((await suspend(company.supplierId)).body.code).toBe(0);
    expect((await suspend(company.supplierId)).body.code).toBe(ErrorCode.COMPANY_ALREADY_SUSPENDED);
    expect(await auditOf(company.supplierId)).toHaveLength(1);
    expect((await suspend(999_999)).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});
