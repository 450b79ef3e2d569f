import { accountCalls, buyerCalls, serviceCalls, TRIAL } from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, mailOutbox, users } from '../../db/schema/index.js';
import { DEMO_LOGIN, seedDemoData } from '../../db/seed.js';
import { hashSecret } from '../../platform/secrets.js';
import { makeBuyers } from '../../test/buyerFactories.js';
import { callApi, signUpAndLogIn, verificationTokenOf } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const verify = (token: string, lang?: string) =>
  callApi(t, accountCalls.verifyEmail, { token }, lang ? { lang } : {});
const resend = (token: string) => callApi(t, accountCalls.resendVerification, {}, { token });
const mailsTo = (email: string, subject: string) =>
  t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));

async function unverifiedSupplier() {
  const account = await signUpAndLogIn(t, {}, { verified: false, showroom: 'open' });
  return { ...account, email: account.input.email.toLowerCase() };
}

describe('email confirmation gates the trial contacts', () => {
  it('lets an unconfirmed user look around but not spend a contact, then spend once confirmed', async () => {
    const { token, email } = await unverifiedSupplier();
    const [buyer] = (await makeBuyers(t, [{}])) as [number];

    const info = await callApi(t, accountCalls.loginInfo, {}, { token });
    expect(info.body.data.emailVerified).toBe(false);
    const pool = await callApi(t, buyerCalls.pool, { pageSize: 5 }, { token });
    expect(pool.body.code).toBe(0);

    const check = await callApi(t, buyerCalls.contactCheck, { buyerId: buyer }, { token });
    expect(check.body.data).toMatchObject({
      allowed: false,
      refusal: 'EMAIL_UNVERIFIED',
      consumesQuota: true,
    });

    const refused = await callApi(t, buyerCalls.contact, { buyerId: buyer }, { token, lang: 'en' });
    expect(refused.body.code).toBe(3002);
    expect(refused.body.msg).toMatch(/^Confirm your email address first/);
    const refusedJa = await callApi(t, buyerCalls.contact, { buyerId: buyer }, { token, lang: 'ja' });
    expect(refusedJa.body.msg).toMatch(/^まずメールアドレスを確認してください/);
    const quota = await callApi(t, serviceCalls.quota, {}, { token });
    expect(quota.body.data).toMatchObject({ used: 0, remaining: TRIAL.buyerContacts });

    expect((await verify(await verificationTokenOf(t, email))).body.code).toBe(0);
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).body.data.emailVerified).toBe(true);
    const contacted = await callApi(t, buyerCalls.contact, { buyerId: buyer }, { token });
    expect(contacted.body.data).toMatchObject({ charged: true, contactStatus: 'contacted' });
    expect((await callApi(t, serviceCalls.quota, {}, { token })).body.data.used).toBe(1);
  });

  it('takes each link once', async () => {
    const { email } = await unverifiedSupplier();
    const token = await verificationTokenOf(t, email);
    expect((await verify(token)).body.code).toBe(0);
    const again = await verify(token, 'zh-CN');
    expect(again.body.code).toBe(1204);
    expect(again.body.msg).toMatch(/^该确认链接无效/);
    expect((await verify('made-up-token')).body.code).toBe(1204);
  });

  it('stops a link working after 48 hours, and a newer link works', async () => {
    const { token: session, email } = await unverifiedSupplier();
    const first = await verificationTokenOf(t, email);
    clock.advanceHours(49);
    try {
      expect((await verify(first)).body.code).toBe(1204);
      const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
      expect(user?.emailVerifiedAt).toBeNull();

      expect((await resend(session)).body.data).toEqual({ email, emailVerified: false });
      const second = await verificationTokenOf(t, email);
      expect(second).not.toBe(first);
      expect((await verify(second)).body.code).toBe(0);
    } finally {
      clock.advanceHours(-49);
    }
  });

  it('stores only the hash of the token', async () => {
    const { email } = await unverifiedSupplier();
    const token = await verificationTokenOf(t, email);
    const hashes = (await t.ctx.db.select().from(emailVerifications)).map((r) => r.tokenHash);
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(hashSecret(token));
  });
});

describe('sending the link again', () => {
  it('mails a new link 3 times an hour, then answers 429 with Retry-After', async () => {
    const { token, email } = await unverifiedSupplier();
    for (let i = 0; i < 3; i += 1) {
      expect((await resend(token)).body).toMatchObject({ code: 0, data: { email, emailVerified: false } });
    }
    const fourth = await resend(token);
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/^Too many attempts/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email, 'Confirm your Supplier Cloud email')).toHaveLength(3);
  });

  it('sends nothing to a confirmed user', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const email = input.email.toLowerCase();
    expect((await resend(token)).body.data).toEqual({ email, emailVerified: true });
    expect(await mailsTo(email, 'Confirm your Supplier Cloud email')).toEqual([]);
  });
});

describe('the demo supplier', () => {
  it('is seeded with a confirmed email', async () => {
    await seedDemoData(t.ctx.db);
    const [demo] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(demo?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
