import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { accountCalls } from '@sc/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets } from '../../db/schema/index.js';
import {
  call,
  callApi,
  fieldsOf,
  logIn,
  newSignup,
  postSignUp,
  signUp,
  signUpAndLogIn,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  await t.ctx.background.idle();
  const [mail] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The newest mail to an address as the development outbox file holds it (links intact). */
async function lastMailFileTo(email: string): Promise<string | undefined> {
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
  return undefined;
}

async function requestResetLink(email: string, lang?: string): Promise<string> {
  const result = await callApi(t, accountCalls.forgotPassword, { email }, lang ? { lang } : {});
  expect(result.body.code).toBe(0);
  const mail = await lastMailFileTo(email.toLowerCase());
  const link = mail?.match(/http:\/\/portal\.test\/resetPwd\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

describe('forgot and reset password', () => {
  it('gives the same answer for a registered and an unknown email, and mails only the registered one', async () => {
    const { input } = await signUp(t);
    const known = await callApi(t, accountCalls.forgotPassword, { email: input.email });
    const unknown = await callApi(t, accountCalls.forgotPassword, { email: 'ghost@nowhere.test' });
    expect(known.body).toEqual(unknown.body);
    expect(await lastMailTo(input.email)).toMatchObject({
      subject: 'Reset your Supplier Cloud password',
      transport: 'outbox',
    });
    expect(await lastMailTo('ghost@nowhere.test')).toBeUndefined();
  });

  it('mails the link in the caller language', async () => {
    const { input } = await signUp(t);
    await requestResetLink(input.email, 'zh-CN');
    expect((await lastMailTo(input.email))?.subject).toBe('重置您的 Supplier Cloud 密码');
  });

  it('resets the password once per link and ends every session', async () => {
    const { input, token } = await signUpAndLogIn(t);
    const resetToken = await requestResetLink(input.email);
    const reset = await callApi(t, accountCalls.resetPassword, {
      token: resetToken,
      password: 'Fresh#Start1',
      confirmPassword: 'Fresh#Start1',
    });
    expect(reset.body.code).toBe(0);
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).status).toBe(401);
    expect((await logIn(t, { username: input.email, password: input.password })).body.code).toBe(1101);
    expect((await logIn(t, { username: input.email, password: 'Fresh#Start1' })).body.code).toBe(0);
    const again = await callApi(t, accountCalls.resetPassword, {
      token: resetToken,
      password: 'Again#Start2',
      confirmPassword: 'Again#Start2',
    });
    expect(again.body).toMatchObject({
      code: 1201,
      msg: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired link and changes nothing', async () => {
    const { input } = await signUp(t);
    const resetToken = await requestResetLink(input.email);
    await t.ctx.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const result = await callApi(t, accountCalls.resetPassword, {
      token: resetToken,
      password: 'Late#Reset1',
      confirmPassword: 'Late#Reset1',
    });
    expect(result.body.code).toBe(1201);
    expect((await logIn(t, { username: input.email, password: input.password })).body.code).toBe(0);
  });

  it('checks the new password like sign-up does', async () => {
    const result = await callApi(t, accountCalls.resetPassword, {
      token: 'abc',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(result.body.data).toEqual({
      fields: {
        password: 'Use 8 to 64 characters with at least one letter and one number',
        confirmPassword: 'The two passwords do not match',
      },
    });
  });

  it('mails at most 3 links an hour to one address, answering the same', async () => {
    const { input } = await signUp(t);
    for (let i = 0; i < 5; i++)
      expect((await callApi(t, accountCalls.forgotPassword, { email: input.email })).body.code).toBe(0);
    await t.ctx.background.idle();
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mails.filter((m) => m.subject.startsWith('Reset'))).toHaveLength(3);
  });
});

describe('reset links stay secret', () => {
  it('keeps the link out of the outbox table; only the development outbox file holds it', async () => {
    const { input } = await signUp(t);
    const token = await requestResetLink(input.email);
    const row = await lastMailTo(input.email);
    expect(row?.body).toContain('[link removed]');
    expect(row?.body).not.toContain(token);
    expect(row?.body).not.toContain(encodeURIComponent(token));
    expect(row?.body).not.toContain('token=');
    expect(await lastMailFileTo(input.email)).toContain('X-Outbox: development aid');
  });

  it('never logs the token of a reset page that is opened', async () => {
    const { input } = await signUp(t);
    const token = await requestResetLink(input.email);
    await t.app.inject({ method: 'GET', url: `/resetPwd?token=${encodeURIComponent(token)}` });
    await t.app.inject({ method: 'GET', url: `/resetPwd?lang=en&token=${encodeURIComponent(token)}&x=1` });
    const logs = t.logText();
    expect(logs).toContain('/resetPwd?token=[redacted]');
    expect(logs).toContain('/resetPwd?lang=en&token=[redacted]&x=1');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(encodeURIComponent(token));
  });
});

describe('common passwords', () => {
  it('are refused at sign-up, whatever their letter case, in the caller language', async () => {
    for (const [password, lang, text] of [
      ['Password1', 'en', 'This password is too common and easy to guess. Please choose another'],
      ['PASSWORD1', 'zh-CN', '该密码过于常见，容易被猜到，请换一个'],
      [
        'pAssWord1',
        'ja',
        'このパスワードはよく使われていて推測されやすいため、別のパスワードを選んでください',
      ],
    ] as const) {
      const result = await postSignUp(t, newSignup({ password, confirmPassword: password }), { lang });
      expect(result.body.code).toBe(1000);
      expect(fieldsOf(result)).toEqual({ password: text });
    }
    expect((await postSignUp(t, newSignup())).body.code).toBe(0);
  });

  it('are refused by a reset link, which still works for a good password', async () => {
    const { input } = await signUp(t);
    const resetToken = await requestResetLink(input.email);
    const common = await callApi(t, accountCalls.resetPassword, {
      token: resetToken,
      password: 'Qwerty123',
      confirmPassword: 'Qwerty123',
    });
    expect(common.body.code).toBe(1000);
    expect(Object.keys(fieldsOf(common))).toEqual(['password']);
    const good = await callApi(t, accountCalls.resetPassword, {
      token: resetToken,
      password: 'Harbor#Fig27',
      confirmPassword: 'Harbor#Fig27',
    });
    expect(good.body.code).toBe(0);
  });

  it('are refused as a new password, on the new password field', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const common = await callApi(
      t,
      accountCalls.changePasswordSelf,
      { oldPassword: input.password, newPassword: 'Abc12345', confirmPassword: 'Abc12345' },
      { token },
    );
    expect(common.body.code).toBe(1000);
    expect(fieldsOf(common)).toEqual({ newPassword: expect.stringContaining('too common') });
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).body.code).toBe(0);
  });
});

describe('change own password', () => {
  it('needs the old, the new and the repeated new password', async () => {
    const { token } = await signUpAndLogIn(t);
    const result = await call(t, accountCalls.changePasswordSelf.path, {}, { token });
    expect(result.body.data).toEqual({
      fields: {
        oldPassword: 'Please enter your old password',
        newPassword: 'Please input a password',
        confirmPassword: 'Please enter the new password again',
      },
    });
  });

  it('refuses a wrong old password and a new one equal to the old', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const wrong = await callApi(
      t,
      accountCalls.changePasswordSelf,
      { oldPassword: 'Nope#1234', newPassword: 'Next#2026x', confirmPassword: 'Next#2026x' },
      { token },
    );
    expect(wrong.body).toMatchObject({
      code: 1202,
      data: { fields: { oldPassword: 'The old password is incorrect' } },
    });
    const same = await callApi(
      t,
      accountCalls.changePasswordSelf,
      { oldPassword: input.password, newPassword: input.password, confirmPassword: input.password },
      { token },
    );
    expect(same.body.code).toBe(1203);
  });

  it('changes the password and ends the session, so the user signs in again with the new one', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const changed = await callApi(
      t,
      accountCalls.changePasswordSelf,
      { oldPassword: input.password, newPassword: 'Next#2026x', confirmPassword: 'Next#2026x' },
      { token },
    );
    expect(changed.body.code).toBe(0);
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).status).toBe(401);
    expect((await logIn(t, { username: input.email, password: input.password })).body.code).toBe(1101);
    expect((await logIn(t, { username: input.email, password: 'Next#2026x' })).body.code).toBe(0);
  });
});
