import { accountCalls, buyerAppCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { insertBuyers } from '../../db/seedBuyers.js';
import { hashPassword } from '../../platform/passwords.js';
import { buyerSpec } from '../../test/buyerFactories.js';
import { callApi, fetchCaptcha, logIn, signUp } from '../../test/factories.js';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/testApp.js';
import { makeSvgCaptcha } from './captcha.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('returns a token and what the client stores; the database keeps only its hash', async () => {
    const { input, adminId, supplierId } = await signUp(t);
    const result = await logIn(t, { username: input.email.toUpperCase(), password: input.password });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(0);
    const data = result.body.data;
    expect(data).toMatchObject({
      token_type: 'bearer',
      adminId,
      supplierId,
      realName: input.name,
      email: input.email,
    });
    expect(data.expires_in).toBe(168 * 3600);
    expect(data.adminCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(Buffer.from(data.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, adminId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(data.access_token);
  });

  it.each([
    [{ username: undefined }, 'username', 'Please enter the account number'],
    [{ password: undefined }, 'password', 'Please input a password'],
    [{ code: '' }, 'code', 'Please enter the verification code'],
  ])('rejects a login with %o missing, with the spec text', async (missing, field, text) => {
    const result = await logIn(t, { username: 'a@b.test', password: 'x', ...missing });
    expect(result.body.code).toBe(1000);
    expect((result.body.data as unknown as { fields: Record<string, string> }).fields[field]).toBe(text);
  });

  it('says "Verification code error" for a wrong captcha, and each captcha answers once', async () => {
    const { input } = await signUp(t);
    const wrong = await logIn(t, { username: input.email, password: input.password, code: 'NOPE' });
    expect(wrong.body).toMatchObject({ code: 1100, msg: 'Verification code error' });
    const { key } = await fetchCaptcha(t);
    const first = await logIn(t, { username: input.email, password: input.password, randomStr: key });
    expect(first.body.code).toBe(0);
    const replay = await logIn(t, { username: input.email, password: input.password, randomStr: key });
    expect(replay.body.code).toBe(1100);
  });

  it('refuses a captcha key that was never issued', async () => {
    const { input } = await signUp(t);
    const result = await logIn(t, {
      username: input.email,
      password: input.password,
      randomStr: 'never-issued-key',
    });
    expect(result.body.code).toBe(1100);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { input } = await signUp(t);
    const wrongPassword = await logIn(t, { username: input.email, password: 'Wrong#2026' });
    const unknownEmail = await logIn(t, { username: 'nobody@nowhere.test', password: 'Wrong#2026' });
    expect(wrongPassword.status).toBe(unknownEmail.status);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ code: 1101, msg: 'Incorrect account or password', data: null });
  });

  it('requires the web client credentials', async () => {
    const none = await logIn(t, { username: 'a@b.test', password: 'x', basic: null });
    expect(none.status).toBe(401);
    const wrong = await logIn(t, {
      username: 'a@b.test',
      password: 'x',
      basic: Buffer.from('web:nope').toString('base64'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(40102);
  });

  it('closes an account after 5 failures to the addresses that failed, and says for how long', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const fail = await logIn(t, { username: input.email, password: `Wrong#${i}`, ip: `10.1.0.${i}` });
      expect(fail.body.code).toBe(1101);
    }
    // The attacker's addresses stay limited, even with the right password.
    const blocked = await logIn(t, {
      username: input.email,
      password: input.password,
      ip: '10.1.0.4',
      lang: 'zh-CN',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(42900);
    expect(blocked.body.msg).toBe('尝试次数过多，请在 15 分钟后重试。');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets the owner in from an address that has not failed while the attacker stays limited', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < 5; i++) {
      await logIn(t, { username: input.email, password: `Wrong#${i}`, ip: `10.3.0.${i}` });
    }
    const owner = await logIn(t, { username: input.email, password: input.password, ip: '10.3.0.99' });
    expect(owner.body.code).toBe(0);
    // The owner's success does not give the attacker fresh tries.
    for (const ip of ['10.3.0.0', '10.3.0.4']) {
      expect((await logIn(t, { username: input.email, password: input.password, ip })).status).toBe(429);
    }
    // A new address gets one guess: once it has failed, it waits too.
    const guess = await logIn(t, { username: input.email, password: 'Wrong#9', ip: '10.3.0.50' });
    expect(guess.body.code).toBe(1101);
    const after = await logIn(t, { username: input.email, password: input.password, ip: '10.3.0.50' });
    expect(after.status).toBe(429);
    // The captcha is still required from a clean address.
    const noCaptcha = await logIn(t, {
      username: input.email,
      password: input.password,
      code: 'NOPE',
      ip: '10.3.0.51',
    });
    expect(noCaptcha.body.code).toBe(1100);
  });

  it('blocks an address after 30 failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 30; i++) await logIn(t, { username: `probe${i}@x.test`, password: 'Wrong#1', ip });
    const { input } = await signUp(t);
    const blocked = await logIn(t, { username: input.email, password: input.password, ip });
    expect(blocked.status).toBe(429);
    const elsewhere = await logIn(t, { username: input.email, password: input.password, ip: '10.2.0.2' });
    expect(elsewhere.body.code).toBe(0);
  });

  it('serves the captcha as an SVG that is not cached', async () => {
    const { response } = await fetchCaptcha(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'GET', url: '/api/code?randomStr=../../x' });
    expect(bad.json().code).toBe(1000);
  });

  it('never writes passwords or tokens to the log', async () => {
    const { input } = await signUp(t, { password: 'Leaky#Secret99', confirmPassword: 'Leaky#Secret99' });
    const result = await logIn(t, { username: input.email, password: 'Leaky#Secret99' });
    await callApi(t, accountCalls.loginInfo, {}, { token: result.body.data.access_token });
    const logs = t.logText();
    expect(logs).toContain('login succeeded');
    expect(logs).not.toContain('Leaky#Secret99');
    expect(logs).not.toContain(result.body.data.access_token);
  });
});

describe('caching of answers that carry tokens or private data', () => {
  it("sends Cache-Control: no-store with the token, the user info and the buyers' app sign-in", async () => {
    const { input } = await signUp(t);
    const login = await logIn(t, { username: input.email, password: input.password });
    expect(login.body.code).toBe(0);
    expect(login.headers['cache-control']).toBe('no-store');
    const info = await callApi(t, accountCalls.loginInfo, {}, { token: login.body.data.access_token });
    expect(info.body.code).toBe(0);
    expect(info.headers['cache-control']).toBe('no-store');

    const spec = buyerSpec();
    await insertBuyers(t.ctx.db, [spec], await hashPassword('Buyer#2026'), new Map());
    const { key } = await fetchCaptcha(t);
    const buyer = await callApi(t, buyerAppCalls.signIn, {
      username: spec.email,
      password: 'Buyer#2026',
      randomStr: key,
      code: TEST_CAPTCHA_ANSWER,
    });
    expect(buyer.body.code).toBe(0);
    expect(buyer.headers['cache-control']).toBe('no-store');
  });
});

describe('the real captcha', () => {
  it('draws 4 characters as paths, without the answer as text', () => {
    const { svg, text } = makeSvgCaptcha();
    expect(text).toMatch(/^[A-Za-z2-9]{4}$/);
    expect(svg).toContain('<svg');
    expect(svg).not.toContain(`>${text}<`);
    expect(text).not.toBe(TEST_CAPTCHA_ANSWER.toLowerCase());
  });
});

describe('CAPTCHA_FIXED_CODE (automated tests only)', () => {
  let fixed: TestApp;
  beforeAll(async () => {
    fixed = await createTestApp({ CAPTCHA_FIXED_CODE: '2468' });
  });
  afterAll(() => fixed.close());

  it('makes every captcha accept that code and only that code', async () => {
    const { input } = await signUp(fixed, { code: '2468' });
    expect(
      (await logIn(fixed, { username: input.email, password: input.password, code: TEST_CAPTCHA_ANSWER }))
        .body.code,
    ).toBe(1100);
    expect(
      (await logIn(fixed, { username: input.email, password: input.password, code: '2468' })).body.code,
    ).toBe(0);
  });
});
