import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountCalls } from '@sc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, suppliers, users } from '../../db/schema/index.js';
import { call, callApi, fieldsOf, newSignup, postSignUp, randomIp, signUp } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('sign up', () => {
  it('creates the company and its admin user, and sends a welcome mail with the confirmation link', async () => {
    const { input, adminId, supplierId } = await signUp(
      t,
      { email: 'Mixed.Case@Exporter.TEST' },
      { verified: false },
    );
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, adminId));
    expect(user).toMatchObject({
      email: 'mixed.case@exporter.test',
      supplierId,
      realName: input.name,
      country: 'BR',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(input.password);
    const [company] = await t.ctx.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(company?.name).toBe(input.companyName);
    const mails = readdirSync(join(t.dataDir, 'outbox')).map((f) =>
      readFileSync(join(t.dataDir, 'outbox', f), 'utf8'),
    );
    const welcome = mails.find((m) => m.includes('To: mixed.case@exporter.test') && m.includes('Welcome'));
    expect(welcome).toMatch(/http:\/\/portal\.test\/verify-email\?token=[\w-]{20,}/);
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('answers a registered email exactly like a new one, creates nothing and mails the owner', async () => {
    const { input: owner } = await signUp(t);
    const before = await t.ctx.db.select({ n: count() }).from(suppliers);
    const fresh = await postSignUp(t, newSignup());
    const again = await postSignUp(t, newSignup({ email: owner.email.toUpperCase(), name: 'Mallory' }));
    expect(again.status).toBe(fresh.status);
    expect(again.body.code).toBe(0);
    expect(again.body.msg).toBe(fresh.body.msg);
    expect(Object.keys(again.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(again.body.data).toEqual({ email: owner.email.toLowerCase() });
    const after = await t.ctx.db.select({ n: count() }).from(suppliers);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
    const accounts = await t.ctx.db.select().from(users).where(eq(users.email, owner.email.toLowerCase()));
    expect(accounts.map((u) => u.realName)).toEqual([owner.name]);
    const notice = await mailsTo(owner.email.toLowerCase());
    expect(notice.map((m) => m.subject)).toContain('Someone tried to sign up with your email');
    const body = notice.find((m) => m.subject.startsWith('Someone'))?.body ?? '';
    expect(body).toContain('http://portal.test/login');
    expect(body).toContain('http://portal.test/resetPwd');
    expect(body).not.toContain('verify-email');
  });

  it('lets only one of two simultaneous sign-ups with one email through, and answers both alike', async () => {
    const email = newSignup().email;
    const results = await Promise.all([
      postSignUp(t, newSignup({ email })),
      postSignUp(t, newSignup({ email })),
    ]);
    expect(results.map((r) => r.body)).toEqual([
      { code: 0, msg: 'Success', data: { email } },
      { code: 0, msg: 'Success', data: { email } },
    ]);
    const accounts = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
  });

  it('requires the captcha, as the login does', async () => {
    const missing = await call(t, accountCalls.register.path, {
      ...newSignup(),
      randomStr: undefined,
      code: undefined,
    });
    expect(missing.body.code).toBe(1000);
    expect(fieldsOf(missing)).toMatchObject({
      code: 'Please enter the verification code',
      randomStr: 'Please enter the verification code',
    });
    const input = newSignup();
    const wrong = await postSignUp(t, { ...input, code: 'NOPE' }, { lang: 'ja' });
    expect(wrong.body).toEqual({
      code: 1100,
      msg: '認証コードが正しくありません',
      data: { fields: { code: '認証コードが正しくありません' } },
    });
    // A key that was never fetched is refused too.
    const unfetched = await callApi(t, accountCalls.register, newSignup(), { ip: randomIp() });
    expect(unfetched.body.code).toBe(1100);
    const made = await t.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(made).toEqual([]);
  });

  it('refuses the 6th sign-up from one address within the hour with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postSignUp(t, newSignup(), { ip })).body.code).toBe(0);
    }
    const input = newSignup();
    const sixth = await postSignUp(t, input, { ip, lang: 'zh-CN' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(42900);
    expect(sixth.body.msg).toMatch(/^尝试次数过多/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    // Another address is not affected.
    expect((await postSignUp(t, newSignup())).body.code).toBe(0);
  });

  it('names every missing field in the caller language', async () => {
    const ja = await call(t, accountCalls.register.path, {}, { lang: 'ja' });
    expect(ja.body.code).toBe(1000);
    expect(ja.body.msg).toBe('フォームの情報を入力してください');
    expect(ja.body.data).toMatchObject({
      fields: {
        name: 'お名前を入力してください',
        email: 'メールアドレスを入力してください',
        country: '国/地域を選択してください',
      },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      { password: 'short1', confirmPassword: 'short1' },
      'password',
      'Use 8 to 64 characters with at least one letter and one number',
    ],
    [
      { password: 'onlyletters', confirmPassword: 'onlyletters' },
      'password',
      'Use 8 to 64 characters with at least one letter and one number',
    ],
    [{ confirmPassword: 'Different#1' }, 'confirmPassword', 'The two passwords do not match'],
    [{ country: 'XX' }, 'country', 'Please select your country/region'],
    [{ jobTitle: 'astronaut' }, 'jobTitle', 'Please select your job title'],
    [{ companyName: '   ' }, 'companyName', 'Please enter the full company name'],
  ])('rejects %o on %s', async (override, field, message) => {
    const result = await call(t, accountCalls.register.path, { ...newSignup(), ...override });
    expect(result.body.code).toBe(1000);
    expect((result.body.data as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('lists job titles labelled in the caller language', async () => {
    const zh = await callApi(t, accountCalls.jobTitles, {}, { lang: 'zh-CN' });
    expect(zh.body.data).toContainEqual({ value: 'export_manager', label: '出口经理' });
    const en = await callApi(t, accountCalls.jobTitles, {});
    expect(en.body.data.map((o) => o.value)).toContain('owner');
    expect(en.body.data).toContainEqual({ value: 'export_manager', label: 'Export manager' });
  });
});
