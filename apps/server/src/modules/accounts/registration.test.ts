import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountCalls } from '@sc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers, users } from '../../db/schema/index.js';
import { call, callApi, newSignup, signUp } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign up', () => {
  it('creates the company and its admin user, and sends a welcome mail', async () => {
    const { input, adminId, supplierId } = await signUp(t, { email: 'Mixed.Case@Exporter.TEST' });
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
    expect(mails.some((m) => m.includes('To: mixed.case@exporter.test') && m.includes('Welcome'))).toBe(true);
  });

  it('refuses a taken email, whatever its case, and creates nothing', async () => {
    const { input } = await signUp(t);
    const before = await t.ctx.db.select({ n: count() }).from(suppliers);
    const again = await callApi(t, accountCalls.register, newSignup({ email: input.email.toUpperCase() }));
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(1200);
    expect(again.body.msg).toBe('This email is already registered. Sign in or reset your password.');
    expect(again.body.data).toEqual({ fields: { email: again.body.msg } });
    const after = await t.ctx.db.select({ n: count() }).from(suppliers);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = newSignup().email;
    const results = await Promise.all([
      callApi(t, accountCalls.register, newSignup({ email })),
      callApi(t, accountCalls.register, newSignup({ email })),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1200]);
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
