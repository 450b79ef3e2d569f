import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  consoleAccountCalls,
  consoleAuthCalls,
  consoleBillingCalls,
  consoleOperatorCalls,
  consoleSupplierCalls,
  consoleSupportCalls,
  ErrorCode,
  type NewOperator,
  type StaffRole,
} from '@sc/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.js';
import { callApi, fetchCaptcha, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen, type TestSocket } from '../../test/socketClient.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { changeOperatorRole, disableOperator } from './operatorChanges.service.js';

const clock = new TestClock();
let t: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  url = await listen(t);
  admin = await makeStaffAndLogIn(t, { realName: 'Ada Admin', roleCode: 'platform_admin' });
});
afterAll(() => t.close());

const PASSWORD = 'Console#2026';
const advanceSeconds = (seconds: number) => clock.advanceHours(seconds / 3600);

/** The code an authenticator app shows now (by the server's clock), computed by the library. */
const codeOf = (secret: string, at = clock.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
/** A 6-digit code that matches none of the steps the server accepts now. */
function wrongCodeOf(secret: string): string {
  const now = clock.now().getTime();
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => codeOf(secret, new Date(now + shift))));
  let n = 0;
  while (accepted.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
}

const uniqueEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@platform.test`;

/** The newest mail to an address, as the development outbox file keeps it (with its link). */
async function lastMailTo(email: string): Promise<string> {
  await t.ctx.background.idle();
  const dir = join(t.dataDir, 'outbox');
  for (const file of (await readdir(dir))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const text = await readFile(join(dir, file), 'utf8');
    if (text.includes(`To: ${email}\n`)) return text;
  }
  throw new Error(`no mail to ${email}`);
}
const linkTokenOf = (mail: string) => {
  const token = /\/console\/login\?token=([\w%-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no set-password link in the mail');
  return decodeURIComponent(token);
};

const auditOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'operator'), eq(auditLog.targetId, String(userId))))
    .orderBy(asc(auditLog.id));
const activeSessionsOf = (userId: number) =>
  t.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** Step 1 of the console sign-in, with a fresh captcha. */
async function signIn(email: string, password = PASSWORD) {
  const { key } = await fetchCaptcha(t);
  return callApi(t, consoleAuthCalls.signIn, {
    username: email,
    password,
    randomStr: key,
    code: TEST_CAPTCHA_ANSWER,
  });
}
const sendCode = (challenge: string, code: string) =>
  callApi(t, consoleAuthCalls.signInCode, { challenge, code });

async function createOperator(overrides: Partial<NewOperator> = {}, token = admin.token) {
  const input: NewOperator = {
    email: uniqueEmail('kenji'),
    realName: 'Kenji Mori',
    role: 'content_editor',
    lang: 'en',
    ...overrides,
  };
  const created = await callApi(t, consoleOperatorCalls.create, input, { token, lang: 'en' });
  return { input, created };
}

/** A new operator with a password of their choosing, not signed in yet. */
async function newOperatorWithPassword(role: StaffRole = 'content_editor') {
  const { input, created } = await createOperator({ role });
  expect(created.body.code).toBe(0);
  const userId = created.body.data.id;
  const set = await callApi(t, consoleAuthCalls.setPassword, {
    token: linkTokenOf(await lastMailTo(input.email)),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(set.body.code).toBe(0);
  return { email: input.email, userId };
}

/** A new operator who has set two-factor sign-in up at their first sign-in (its secret known to the test). */
async function signedInOperator(role: StaffRole = 'content_editor') {
  const operator = await newOperatorWithPassword(role);
  const first = await signIn(operator.email);
  if (first.body.data.step !== 'setup')
    throw new Error(`expected the setup step, got ${first.body.data.step}`);
  const secret = first.body.data.totp.secret;
  const firstCode = codeOf(secret);
  const session = await sendCode(first.body.data.challenge, firstCode);
  expect(session.body.code).toBe(0);
  return { ...operator, secret, firstCode, token: session.body.data.access_token };
}

/** What a socket hears when the server ends it. */
const endOf = (socket: TestSocket) =>
  Promise.all([
    new Promise<{ reason: string }>((resolve) => socket.once('session:ended', resolve)),
    new Promise<string>((resolve) => socket.once('disconnect', resolve)),
  ]);

describe('who may manage operators', () => {
  it('is refused to other console roles and to suppliers, and nothing changes', async () => {
    const agent = await makeStaffAndLogIn(t, { roleCode: 'support_agent' });
    const editor = await makeStaffAndLogIn(t, { roleCode: 'content_editor' });
    const supplier = await signUpAndLogIn(t);
    const target = await newOperatorWithPassword();
    const auditBefore = (await auditOf(target.userId)).length;
    for (const token of [agent.token, editor.token, supplier.token]) {
      expect((await callApi(t, consoleOperatorCalls.list, {}, { token })).status).toBe(403);
      const made = await createOperator({}, token);
      expect(made.created.status).toBe(403);
      const disabled = await callApi(t, consoleOperatorCalls.disable, { userId: target.userId }, { token });
      expect(disabled.status).toBe(403);
      const promoted = await callApi(
        t,
        consoleOperatorCalls.changeRole,
        { userId: agent.userId, role: 'platform_admin' },
        { token },
      );
      expect(promoted.body.code).toBe(ErrorCode.FORBIDDEN);
    }
    const [row] = await t.ctx.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, target.userId));
    expect(row?.status).toBe('active');
    expect(await auditOf(target.userId)).toHaveLength(auditBefore);
    // A supplier's token is no console account: its own two-factor settings are refused too.
    expect((await callApi(t, consoleAccountCalls.me, {}, { token: supplier.token })).status).toBe(403);
  });
});

describe('creating an operator', () => {
  it('lists them as invited, with two-factor sign-in required, mails a set-password link and audits it', async () => {
    const { input, created } = await createOperator({ role: 'billing_manager', lang: 'ja' });
    expect(created.body).toMatchObject({
      code: 0,
      data: {
        email: input.email,
        role: 'billing_manager',
        status: 'invited',
        totpEnabled: false,
        totpRequired: true,
      },
    });
    const userId = created.body.data.id;
    const listed = await callApi(
      t,
      consoleOperatorCalls.list,
      { keyword: input.email },
      { token: admin.token },
    );
    expect(listed.body.data.list.map((row) => row.id)).toEqual([userId]);
    const mail = await lastMailTo(input.email);
    // In the language asked for, naming who opened it and the role.
    expect(mail).toContain(
      'Ada Admin が Supplier Cloud コンソールのアカウントを開設しました（ロール：請求管理者）',
    );
    expect(linkTokenOf(mail).length).toBeGreaterThan(20);
    const audit = await auditOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'operator.created',
      actorUserId: admin.userId,
      details: { email: input.email, role: 'billing_manager' },
    });
    expect(audit[0]?.ip).toBeTruthy();

    // The same email again is refused on its field; nothing more is written.
    const again = await createOperator({ email: input.email.toUpperCase() });
    expect(again.created.body.code).toBe(ErrorCode.OPERATOR_EMAIL_TAKEN);
    expect(again.created.body.data).toMatchObject({ fields: { email: expect.any(String) } });
    // Not a console role: refused by the contract.
    const supplierRole = await callApi(
      t,
      consoleOperatorCalls.create,
      { email: uniqueEmail('owner'), realName: 'Owen', role: 'owner' as StaffRole },
      { token: admin.token },
    );
    expect(supplierRole.body.code).toBe(ErrorCode.VALIDATION);
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it('the link sets the password once; until then a new link can be sent', async () => {
    const { input, created } = await createOperator();
    const userId = created.body.data.id;
    const firstLink = linkTokenOf(await lastMailTo(input.email));
    const resent = await callApi(t, consoleOperatorCalls.resendLink, { userId }, { token: admin.token });
    expect(resent.body).toMatchObject({ code: 0, data: { email: input.email } });
    const link = linkTokenOf(await lastMailTo(input.email));
    expect(link).not.toBe(firstLink);
    // The first link stopped working; the new one says whom it is for, and sets the password once.
    expect((await callApi(t, consoleAuthCalls.passwordLink, { token: firstLink })).body.code).toBe(
      ErrorCode.INVITATION_LINK_INVALID,
    );
    expect((await callApi(t, consoleAuthCalls.passwordLink, { token: link })).body.data).toMatchObject({
      email: input.email,
      realName: input.realName,
    });
    const body = { token: link, password: PASSWORD, confirmPassword: PASSWORD };
    expect((await callApi(t, consoleAuthCalls.setPassword, body)).body.code).toBe(0);
    expect((await callApi(t, consoleAuthCalls.setPassword, body)).body.code).toBe(
      ErrorCode.INVITATION_LINK_INVALID,
    );
    const late = await callApi(t, consoleOperatorCalls.resendLink, { userId }, { token: admin.token });
    expect(late.body.code).toBe(ErrorCode.OPERATOR_PASSWORD_SET);
    const listed = await callApi(
      t,
      consoleOperatorCalls.list,
      { keyword: input.email },
      { token: admin.token },
    );
    expect(listed.body.data.list[0]?.status).toBe('active');
  });
});

describe('two-factor sign-in', () => {
  it('a new operator must set it up before any session: the secret is shown, a code from the app confirms it', async () => {
    const operator = await newOperatorWithPassword('catalogue_editor');
    const first = await signIn(operator.email);
    expect(first.body.code).toBe(0);
    const step = first.body.data;
    if (step.step !== 'setup') throw new Error('expected the setup step');
    expect(step.totp.otpauthUri).toContain('otpauth://totp/');
    expect(step.totp.otpauthUri).toContain(encodeURIComponent(operator.email));
    expect(await activeSessionsOf(operator.userId)).toEqual([]);
    // The secret is sealed at rest.
    const [stored] = await t.ctx.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.id, operator.userId));
    expect(stored?.secret).toBeTruthy();
    expect(stored?.secret).not.toContain(step.totp.secret);
    // The one-step sign-in does not let them skip it.
    const { key } = await fetchCaptcha(t);
    const oneStep = await callApi(t, consoleSupportCalls.signIn, {
      username: operator.email,
      password: PASSWORD,
      randomStr: key,
      code: TEST_CAPTCHA_ANSWER,
    });
    expect(oneStep.body.code).toBe(ErrorCode.TOTP_CODE_NEEDED);
    expect(await activeSessionsOf(operator.userId)).toEqual([]);

    const wrong = await sendCode(step.challenge, wrongCodeOf(step.totp.secret));
    expect(wrong.body.code).toBe(ErrorCode.TOTP_CODE_INVALID);
    expect(wrong.body.data).toMatchObject({ fields: { code: expect.any(String) } });
    const session = await sendCode(step.challenge, codeOf(step.totp.secret));
    expect(session.body).toMatchObject({
      code: 0,
      data: { adminId: operator.userId, email: operator.email },
    });
    expect(session.body.data.permissions).toContain('console:catalogue');
    expect(session.body.data.permissions).not.toContain('console:operators');
    const token = session.body.data.access_token;
    const me = await callApi(t, consoleAccountCalls.me, {}, { token });
    expect(me.body.data).toMatchObject({ role: 'catalogue_editor', totpEnabled: true, totpRequired: true });
    expect((await auditOf(operator.userId)).map((row) => row.action)).toContain('operator.totpEnabled');
    const listed = await callApi(
      t,
      consoleOperatorCalls.list,
      { keyword: operator.email },
      { token: admin.token },
    );
    expect(listed.body.data.list[0]).toMatchObject({ status: 'active', totpEnabled: true });
    expect(listed.body.data.list[0]?.lastSignInAt).not.toBeNull();
    // Required: they cannot turn it off.
    const off = await callApi(
      t,
      consoleAccountCalls.totpDisable,
      { code: codeOf(step.totp.secret) },
      { token },
    );
    expect(off.body.code).toBe(ErrorCode.TOTP_REQUIRED);
  });

  it('then asks for a code at each sign-in, and refuses a code used before', async () => {
    const operator = await signedInOperator();
    const again = await signIn(operator.email);
    if (again.body.data.step !== 'code') throw new Error('expected the code step');
    // The code that confirmed the setup (this very step) is not accepted twice.
    const replay = await sendCode(again.body.data.challenge, operator.firstCode);
    expect(replay.body.code).toBe(ErrorCode.TOTP_CODE_USED);
    advanceSeconds(30);
    const next = await sendCode(again.body.data.challenge, codeOf(operator.secret));
    expect(next.body.code).toBe(0);
    // The challenge gave its session: it does not give another, even with a newer code.
    advanceSeconds(30);
    const reused = await sendCode(again.body.data.challenge, codeOf(operator.secret));
    expect(reused.body.code).toBe(ErrorCode.TOTP_CHALLENGE_EXPIRED);
  });

  it('a challenge lasts 5 minutes, a newer sign-in replaces it, and a forged one is refused', async () => {
    const operator = await signedInOperator();
    advanceSeconds(30);
    const stale = await signIn(operator.email);
    if (stale.body.data.step !== 'code') throw new Error('expected the code step');
    advanceSeconds(5 * 60 + 1);
    const late = await sendCode(stale.body.data.challenge, codeOf(operator.secret));
    expect(late.body.code).toBe(ErrorCode.TOTP_CHALLENGE_EXPIRED);

    const older = await signIn(operator.email);
    const newer = await signIn(operator.email);
    if (older.body.data.step !== 'code' || newer.body.data.step !== 'code') throw new Error('expected codes');
    const code = codeOf(operator.secret);
    expect((await sendCode(older.body.data.challenge, code)).body.code).toBe(
      ErrorCode.TOTP_CHALLENGE_EXPIRED,
    );
    const [payload, signature] = newer.body.data.challenge.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        userId: admin.userId,
      }),
    ).toString('base64url');
    const forged = await sendCode(`${forgedPayload}.${signature}`, code);
    expect(forged.body.code).toBe(ErrorCode.TOTP_CHALLENGE_EXPIRED);
    expect((await sendCode(newer.body.data.challenge, code)).body.code).toBe(0);
  });

  it('five wrong codes end the challenge, even for the right code; a new sign-in starts again', async () => {
    const operator = await signedInOperator();
    advanceSeconds(30);
    const attempt = await signIn(operator.email);
    if (attempt.body.data.step !== 'code') throw new Error('expected the code step');
    const { challenge } = attempt.body.data;
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await sendCode(challenge, wrongCodeOf(operator.secret))).body.code);
    expect(answers).toEqual([
      ErrorCode.TOTP_CODE_INVALID,
      ErrorCode.TOTP_CODE_INVALID,
      ErrorCode.TOTP_CODE_INVALID,
      ErrorCode.TOTP_CODE_INVALID,
      ErrorCode.TOTP_TOO_MANY_ATTEMPTS,
    ]);
    expect((await sendCode(challenge, codeOf(operator.secret))).body.code).toBe(
      ErrorCode.TOTP_TOO_MANY_ATTEMPTS,
    );
    expect(await activeSessionsOf(operator.userId)).toHaveLength(1);

    const restart = await signIn(operator.email);
    if (restart.body.data.step !== 'code') throw new Error('expected the code step');
    expect((await sendCode(restart.body.data.challenge, codeOf(operator.secret))).body.code).toBe(0);
  });

  it('staff without it keep the one-step sign-in; they can turn it on with a code and off with a current one', async () => {
    const agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
    const me = await callApi(t, consoleAccountCalls.me, {}, { token: agent.token });
    expect(me.body.data).toMatchObject({ totpEnabled: false, totpRequired: false });
    // Nothing changes until the first code confirms a new secret.
    const early = await callApi(
      t,
      consoleAccountCalls.totpConfirm,
      { code: '123456' },
      { token: agent.token },
    );
    expect(early.body.code).toBe(ErrorCode.TOTP_SETUP_NOT_STARTED);
    const setup = await callApi(t, consoleAccountCalls.totpSetup, {}, { token: agent.token });
    const { secret } = setup.body.data;
    const direct = await signIn(agent.email, 'Support#2026');
    if (direct.body.data.step !== 'session')
      throw new Error('expected a session: the setup is not confirmed');
    const token = direct.body.data.session.access_token;

    const wrong = await callApi(t, consoleAccountCalls.totpConfirm, { code: wrongCodeOf(secret) }, { token });
    expect(wrong.body.code).toBe(ErrorCode.TOTP_CODE_INVALID);
    const firstCode = codeOf(secret);
    const on = await callApi(t, consoleAccountCalls.totpConfirm, { code: ` ${firstCode} ` }, { token });
    expect(on.body.data).toMatchObject({ totpEnabled: true, totpRequired: false });
    // From now on the sign-in asks for a code (and opens no session before it).
    expect((await signIn(agent.email, 'Support#2026')).body.data.step).toBe('code');

    // Turning it off needs a current code not used before.
    const used = await callApi(t, consoleAccountCalls.totpDisable, { code: firstCode }, { token });
    expect(used.body.code).toBe(ErrorCode.TOTP_CODE_USED);
    advanceSeconds(30);
    const off = await callApi(t, consoleAccountCalls.totpDisable, { code: codeOf(secret) }, { token });
    expect(off.body.data).toMatchObject({ totpEnabled: false });
    expect((await auditOf(agent.userId)).map((row) => row.action)).toEqual([
      'operator.totpEnabled',
      'operator.totpDisabled',
    ]);
    expect((await signIn(agent.email, 'Support#2026')).body.data.step).toBe('session');
  });
});

describe("an administrator's changes", () => {
  it('a new role applies at once: the open console hears it and the calls follow; never one’s own role', async () => {
    const operator = await signedInOperator('content_editor');
    const socket = await connectSocket(url, operator.token);
    const heard = new Promise<void>((resolve) => socket.once('permissions:changed', () => resolve()));
    const billing = (token: string) => callApi(t, consoleBillingCalls.packages, {}, { token });
    expect((await billing(operator.token)).status).toBe(403);

    const changed = await callApi(
      t,
      consoleOperatorCalls.changeRole,
      { userId: operator.userId, role: 'billing_manager' },
      { token: admin.token },
    );
    expect(changed.body.data).toMatchObject({ role: 'billing_manager' });
    await heard;
    socket.close();
    expect((await billing(operator.token)).body.code).toBe(0);
    const me = await callApi(t, consoleAccountCalls.me, {}, { token: operator.token });
    expect(me.body.data.permissions).toContain('console:billing');
    expect(me.body.data.permissions).not.toContain('console:content');
    const audit = await auditOf(operator.userId);
    expect(audit.at(-1)).toMatchObject({
      action: 'operator.roleChanged',
      actorUserId: admin.userId,
      details: { from: 'content_editor', to: 'billing_manager' },
    });

    const own = await callApi(
      t,
      consoleOperatorCalls.changeRole,
      { userId: admin.userId, role: 'support_agent' },
      { token: admin.token },
    );
    expect(own.body.code).toBe(ErrorCode.OPERATOR_SELF_CHANGE);
    expect(await auditOf(admin.userId)).toEqual([]);
  });

  it('disabling ends their sessions at once (their console hears why) and refuses sign-in; enabling lets them back', async () => {
    const operator = await signedInOperator('support_agent');
    const socket = await connectSocket(url, operator.token);
    const ended = endOf(socket);
    const disabled = await callApi(
      t,
      consoleOperatorCalls.disable,
      { userId: operator.userId },
      { token: admin.token },
    );
    expect(disabled.body.data).toMatchObject({ status: 'disabled' });
    const [event] = await ended;
    expect(event.reason).toBe('disabled');
    expect((await callApi(t, consoleSupplierCalls.list, {}, { token: operator.token })).status).toBe(401);
    expect(await activeSessionsOf(operator.userId)).toEqual([]);
    expect((await signIn(operator.email)).body.code).toBe(ErrorCode.ACCOUNT_DISABLED);
    const twice = await callApi(
      t,
      consoleOperatorCalls.disable,
      { userId: operator.userId },
      { token: admin.token },
    );
    expect(twice.body.code).toBe(ErrorCode.OPERATOR_ALREADY_DISABLED);

    const enabled = await callApi(
      t,
      consoleOperatorCalls.enable,
      { userId: operator.userId },
      { token: admin.token },
    );
    expect(enabled.body.data).toMatchObject({ status: 'active' });
    advanceSeconds(30);
    const back = await signIn(operator.email);
    if (back.body.data.step !== 'code') throw new Error('expected the code step');
    expect((await sendCode(back.body.data.challenge, codeOf(operator.secret))).body.code).toBe(0);
    expect((await auditOf(operator.userId)).map((row) => row.action)).toEqual([
      'operator.created',
      'operator.totpEnabled',
      'operator.disabled',
      'operator.enabled',
    ]);
    expect(await auditOf(operator.userId).then((rows) => rows[2]?.details)).toMatchObject({
      sessionsEnded: 1,
    });
  });

  it('resetting two-factor sign-in makes them set it up again at their next sign-in, with a new secret', async () => {
    const operator = await signedInOperator('verification_officer');
    const reset = await callApi(
      t,
      consoleOperatorCalls.resetTotp,
      { userId: operator.userId },
      { token: admin.token },
    );
    expect(reset.body.data).toMatchObject({ totpEnabled: false, totpRequired: true });
    const next = await signIn(operator.email);
    if (next.body.data.step !== 'setup') throw new Error('expected the setup step');
    expect(next.body.data.totp.secret).not.toBe(operator.secret);
    advanceSeconds(30);
    expect((await sendCode(next.body.data.challenge, codeOf(operator.secret))).body.code).toBe(
      ErrorCode.TOTP_CODE_INVALID,
    );
    expect((await sendCode(next.body.data.challenge, codeOf(next.body.data.totp.secret))).body.code).toBe(0);
    expect((await auditOf(operator.userId)).map((row) => row.action)).toContain('operator.totpReset');
  });

  it('writes its audit entry in the same transaction: when the entry cannot be written, nothing changed', async () => {
    const operator = await signedInOperator('support_agent');
    // An actor who does not exist: the audit row's foreign key fails after the change was written.
    const ghost = {
      ...(await callApi(t, consoleAccountCalls.me, {}, { token: admin.token })).body.data,
      sessionId: 0,
      userId: 2_000_000_000,
      kind: 'staff' as const,
      supplierId: null,
      buyerId: null,
      adminCode: 'GHOST',
      permissions: new Set(['console:operators']),
      ownScope: new Set<string>(),
    };
    await expect(disableOperator(t.ctx, ghost, operator.userId, '10.0.0.1')).rejects.toThrow();
    const [row] = await t.ctx.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, operator.userId));
    expect(row?.status).toBe('active');
    expect(await activeSessionsOf(operator.userId)).toHaveLength(1);
    expect((await callApi(t, consoleAccountCalls.me, {}, { token: operator.token })).body.code).toBe(0);
    expect((await auditOf(operator.userId)).map((r) => r.action)).toEqual([
      'operator.created',
      'operator.totpEnabled',
    ]);
  });
});

describe('the last platform administrator', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('can be neither demoted nor disabled, even by two administrators acting at once', async () => {
    const a = await makeStaffAndLogIn(fresh, { realName: 'Ada', roleCode: 'platform_admin' });
    const b = await makeStaffAndLogIn(fresh, { realName: 'Bo', roleCode: 'platform_admin' });
    const demote = (by: typeof a, target: typeof a) =>
      callApi(
        fresh,
        consoleOperatorCalls.changeRole,
        { userId: target.userId, role: 'support_agent' },
        { token: by.token },
      );
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes[0]).toBe(0);
    expect([ErrorCode.OPERATOR_LAST_ADMIN, ErrorCode.FORBIDDEN]).toContain(codes[1]);
    const admins = await callApi(
      fresh,
      consoleOperatorCalls.list,
      { role: 'platform_admin' },
      { token: answers[0]?.body.code === 0 ? a.token : b.token },
    );
    expect(admins.body.data.list).toHaveLength(1);
    const [remaining] = admins.body.data.list;
    const demoted = remaining?.id === a.userId ? b : a;

    // The service refuses it outright, whoever asks: the demoted one still holding an old session's rights.
    const asDemoted = {
      sessionId: 0,
      userId: demoted.userId,
      kind: 'staff' as const,
      supplierId: null,
      buyerId: null,
      adminCode: 'X',
      email: demoted.email,
      realName: 'Demoted',
      permissions: new Set(['console:operators']),
      ownScope: new Set<string>(),
    };
    const remainingId = remaining?.id ?? 0;
    await expect(
      changeOperatorRole(fresh.ctx, asDemoted, { userId: remainingId, role: 'support_agent' }, '10.0.0.1'),
    ).rejects.toMatchObject({ codeName: 'OPERATOR_LAST_ADMIN' });
    await expect(disableOperator(fresh.ctx, asDemoted, remainingId, '10.0.0.1')).rejects.toMatchObject({
      codeName: 'OPERATOR_LAST_ADMIN',
    });
    const auditRows = await fresh.ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'operator'));
    expect(auditRows.map((row) => row.action)).toEqual(['operator.roleChanged']);
  });
});
