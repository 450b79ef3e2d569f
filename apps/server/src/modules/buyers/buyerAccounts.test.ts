import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buyerAppCalls,
  buyerCalls,
  buyerInvitationCalls,
  consoleBuyerCalls,
  ErrorCode,
  type NewBuyerAccount,
  NewBuyerAccountSchema,
} from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/inTransaction.js';
import { auditLog, users } from '../../db/schema/index.js';
import { uniqueWord } from '../../test/buyerPoolFactories.js';
import { callApi, fetchCaptcha, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { createBuyerAccount } from './buyerAccounts.service.js';

const clock = new TestClock();
let t: TestApp;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let supplier: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  supplier = await signUpAndLogIn(t);
});
afterAll(() => t.close());

function newBuyer(overrides: Partial<NewBuyerAccount> = {}): NewBuyerAccount {
  const word = uniqueWord();
  return NewBuyerAccountSchema.parse({
    email: `${word}@importers.test`,
    realName: `Zhou ${word}`,
    companyName: `Hangzhou ${word} Imports Co., Ltd.`,
    mainCategory: 'nutrition_health',
    country: 'CN',
    city: 'Hangzhou',
    interestedBrands: ['Swisse'],
    lang: 'zh',
    ...overrides,
  });
}

/** The newest mail to an address as the development outbox file holds it (the link intact). */
async function lastMailTo(email: string): Promise<string> {
  await t.ctx.background.idle();
  const dir = join(t.dataDir, 'outbox');
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8');
    if (text.includes(`To: ${email}\n`)) return text;
  }
  throw new Error(`no mail to ${email}`);
}

function tokenIn(mail: string): string {
  const match = /http:\/\/portal\.test\/buyer\/set-password\?token=([\w%-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('no invitation link in the mail');
  return decodeURIComponent(match[1]);
}

async function buyerSignIn(email: string, password: string) {
  const { key } = await fetchCaptcha(t);
  return callApi(t, buyerAppCalls.signIn, {
    username: email,
    password,
    randomStr: key,
    code: TEST_CAPTCHA_ANSWER,
  });
}

const setPassword = (token: string, password = 'Tea#Leaves2026') =>
  callApi(t, buyerInvitationCalls.setPassword, { token, password, confirmPassword: password });

describe('New buyer (console)', () => {
  it('makes a buyer suppliers find in the pool, and mails an invitation in their language', async () => {
    const input = newBuyer();
    const made = await callApi(t, consoleBuyerCalls.create, input, { token: agent.token });
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      email: input.email,
      name: input.realName,
      city: 'Hangzhou',
      mainCategory: 'nutrition_health',
      invitationPending: true,
      verifiedAt: null,
    });

    const pool = await callApi(t, buyerCalls.pool, { keyword: input.realName }, { token: supplier.token });
    expect(pool.body.data.list.map((b) => b.companyName)).toEqual([input.companyName]);

    const mail = await lastMailTo(input.email);
    expect(mail).toContain('Subject: 您的 Supplier Cloud 采购商账号已开通');
    expect(mail).toContain('7 天内');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'buyer.create'), eq(auditLog.targetId, String(made.body.data.id))));
    expect(audit?.details).toMatchObject({ email: input.email, companyName: input.companyName });
  });

  it('lets the link set the password once; then the buyer signs in', async () => {
    const input = newBuyer({ lang: 'en' });
    await callApi(t, consoleBuyerCalls.create, input, { token: agent.token });
    const token = tokenIn(await lastMailTo(input.email));
    // Before: the account has no password that works.
    expect((await buyerSignIn(input.email, 'Tea#Leaves2026')).body.code).toBe(ErrorCode.BAD_CREDENTIALS);

    const info = await callApi(t, buyerInvitationCalls.invitation, { token });
    expect(info.body.data).toMatchObject({ email: input.email, realName: input.realName });
    expect((await setPassword(token)).body).toMatchObject({ code: 0, data: { email: input.email } });
    const login = await buyerSignIn(input.email, 'Tea#Leaves2026');
    expect(login.body.code).toBe(0);

    const again = await setPassword(token, 'Other#Pass2026');
    expect(again.body.code).toBe(ErrorCode.INVITATION_LINK_INVALID);
    expect((await buyerSignIn(input.email, 'Other#Pass2026')).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(user?.emailVerifiedAt).not.toBeNull();
    // Nothing left to resend once the password is set.
    const resend = await callApi(
      t,
      consoleBuyerCalls.resendInvitation,
      { buyerId: login.body.data.buyerId },
      {
        token: agent.token,
      },
    );
    expect(resend.body.code).toBe(ErrorCode.BUYER_PASSWORD_SET);
  });

  it('refuses a link older than 7 days; a resent invitation works and the old link does not', async () => {
    const input = newBuyer();
    const made = await callApi(t, consoleBuyerCalls.create, input, { token: agent.token });
    const oldToken = tokenIn(await lastMailTo(input.email));
    clock.advanceHours(7 * 24 + 1);
    expect((await setPassword(oldToken)).body.code).toBe(ErrorCode.INVITATION_LINK_INVALID);
    expect((await callApi(t, buyerInvitationCalls.invitation, { token: oldToken })).body.code).toBe(
      ErrorCode.INVITATION_LINK_INVALID,
    );

    const resent = await callApi(
      t,
      consoleBuyerCalls.resendInvitation,
      { buyerId: made.body.data.id },
      {
        token: agent.token,
      },
    );
    expect(resent.body.code).toBe(0);
    const newToken = tokenIn(await lastMailTo(input.email));
    expect(newToken).not.toBe(oldToken);
    clock.advanceHours(6 * 24);
    expect((await setPassword(newToken)).body.code).toBe(0);
    expect((await buyerSignIn(input.email, 'Tea#Leaves2026')).body.code).toBe(0);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'buyer.invitation.resend'), eq(auditLog.targetId, String(made.body.data.id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses an email that has an account already, as a field error', async () => {
    const input = newBuyer({ email: supplier.input.email });
    const refused = await callApi(t, consoleBuyerCalls.create, input, { token: agent.token });
    expect(refused.body.code).toBe(ErrorCode.BUYER_EMAIL_TAKEN);
    expect(fieldsOf(refused)).toHaveProperty('email');
    await expect(createBuyerAccount(t.ctx, input, 'en')).rejects.toMatchObject({
      codeName: 'BUYER_EMAIL_TAKEN',
    });
  });

  it('works inside a caller’s transaction (the buyers’ import): the rows commit with it, the mail follows', async () => {
    const input = newBuyer({ lang: undefined });
    const ids = await inTransaction(t.ctx.db, (tx) => createBuyerAccount({ ...t.ctx, db: tx }, input, 'ja'));
    const mail = await lastMailTo(input.email);
    expect(mail).toContain('Subject: Supplier Cloud のバイヤーアカウントを開設しました');
    const info = await callApi(t, consoleBuyerCalls.info, { buyerId: ids.buyerId }, { token: agent.token });
    expect(info.body.data).toMatchObject({ userId: ids.userId, lang: 'ja', invitationPending: true });

    // A transaction that rolls back leaves no account behind.
    const rolledBack = newBuyer();
    await expect(
      inTransaction(t.ctx.db, async (tx) => {
        await createBuyerAccount({ ...t.ctx, db: tx }, rolledBack, 'en');
        throw new Error('the import row failed later');
      }),
    ).rejects.toThrow('the import row failed later');
    const [left] = await t.ctx.db.select().from(users).where(eq(users.email, rolledBack.email));
    expect(left).toBeUndefined();
  });

  it('validates the form with the contract schema on the server', async () => {
    const refused = await callApi(
      t,
      consoleBuyerCalls.create,
      { ...newBuyer(), email: 'not-an-email', realName: ' ', country: 'XX' } as unknown as NewBuyerAccount,
      { token: agent.token },
    );
    expect(refused.body.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(fieldsOf(refused)).sort()).toEqual(['country', 'email', 'realName']);
  });
});
