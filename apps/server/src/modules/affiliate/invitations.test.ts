import { randomBytes } from 'node:crypto';
import { accountCalls, INVITE_CODE_ALPHABET, inviteCalls } from '@sc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema/index.js';
import {
  call,
  callApi,
  fetchCaptcha,
  fieldsOf,
  logIn,
  newSignup,
  postSignUp,
  randomIp,
  signUp,
  signUpAndLogIn,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uid = () => randomBytes(4).toString('hex');

/** A company with its invitation code. */
async function makeInviter(overrides: Parameters<typeof signUpAndLogIn>[1] = {}) {
  const account = await signUpAndLogIn(t, overrides);
  const link = await callApi(t, inviteCalls.link, {}, { token: account.token });
  expect(link.body.code).toBe(0);
  return { ...account, code: link.body.data.code, link: link.body.data };
}

const invitationOf = async (invitedSupplierId: number) =>
  (await t.ctx.db.select().from(invitations).where(eq(invitations.invitedSupplierId, invitedSupplierId)))[0];
const listOf = async (token: string) => (await callApi(t, inviteCalls.list, {}, { token })).body.data;
const invitationCount = async () => (await t.ctx.db.select({ n: count() }).from(invitations))[0]?.n ?? 0;
const visitorKey = () => randomBytes(16).toString('base64url');

describe('my invitation code and link', () => {
  it('makes one code per company on first use: 8 unambiguous characters, the same ever after', async () => {
    const inviter = await makeInviter();
    expect(inviter.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(inviter.code).not.toMatch(/[0O1IL]/);
    const again = await callApi(t, inviteCalls.link, {}, { token: inviter.token });
    expect(again.body.data.code).toBe(inviter.code);
    expect(inviter.link.link).toBe(`http://portal.test/login?invite=${inviter.code}#signup`);
    const other = await makeInviter();
    expect(other.code).not.toBe(inviter.code);
  });

  it('states the reward terms and gives a ready invitation text in English, Chinese and Japanese', async () => {
    const inviter = await makeInviter({ companyName: `Andes Cacao ${uid()}` });
    expect(inviter.link.reward).toEqual({ days: 30, contacts: 10, holdDays: 14, activationsPerDay: 5 });
    for (const text of Object.values(inviter.link.texts)) {
      expect(text).toContain(inviter.link.link);
      expect(text).toContain(inviter.code);
      expect(text).toContain(inviter.input.companyName);
    }
    expect(inviter.link.texts.en).toContain('Sign up with our invitation link');
    expect(inviter.link.texts.zh).toContain('邀请码');
    expect(inviter.link.texts.ja).toContain('招待コード');
  });

  it('refuses anonymous callers', async () => {
    const link = await callApi(t, inviteCalls.link, {});
    const list = await callApi(t, inviteCalls.list, {});
    expect([link.status, list.status]).toEqual([401, 401]);
  });
});

describe('sign-up with a code', () => {
  it('joins the inviter: the new company appears in their list with its email masked', async () => {
    const inviter = await makeInviter();
    const invited = await signUp(t, {
      email: `jane.${uid()}@example.com`,
      inviteCode: inviter.code.toLowerCase(),
    });
    expect(await invitationOf(invited.supplierId)).toMatchObject({
      inviterId: inviter.supplierId,
      state: 'joined',
      reason: null,
    });
    const list = await listOf(inviter.token);
    expect(list.totals).toEqual({ invited: 1, joined: 1, activated: 0, daysEarned: 0 });
    expect(list.list).toEqual([
      expect.objectContaining({ state: 'joined', email: 'j***@e***.com', viaLink: false, activatedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(invited.input.email);
    expect(JSON.stringify(list)).not.toContain(invited.input.companyName);
  });

  it('answers exactly alike with a valid, an unknown or a malformed code, or none', async () => {
    const inviter = await makeInviter();
    const before = await invitationCount();
    const answers = [];
    for (const inviteCode of [inviter.code, 'ZZZZZZZZ', 'bad code!', 'x'.repeat(5000), 42, null, undefined]) {
      const input = { ...newSignup(), inviteCode, inviteVisitor: inviteCode };
      const ip = randomIp();
      await fetchCaptcha(t, input.randomStr, { ip });
      const result = await call(t, accountCalls.register.path, input, { ip });
      answers.push({
        status: result.status,
        code: result.body.code,
        msg: result.body.msg,
        data: Object.keys(result.body.data as object),
      });
      // The account is made whatever the code.
      const [user] = await t.ctx.db.select().from(users).where(eq(users.email, input.email));
      expect(user).toBeDefined();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, code: 0 });
    // Only the valid code made an invitation.
    expect(await invitationCount()).toBe(before + 1);
  });

  it('refuses a bad sign-up with the same field errors whether or not it carries a code', async () => {
    const inviter = await makeInviter();
    const bad = { email: 'not-an-email', password: 'short', confirmPassword: 'other' };
    const without = await postSignUp(t, { ...newSignup(), ...bad });
    const withCode = await postSignUp(t, { ...newSignup(), ...bad, inviteCode: inviter.code });
    expect(withCode.body).toEqual(without.body);
    // A registered email answers like a new one, code or not, and creates no invitation.
    const before = await invitationCount();
    const taken = await postSignUp(t, newSignup({ email: inviter.input.email, inviteCode: inviter.code }));
    expect(taken.body).toEqual({
      code: 0,
      msg: 'Success',
      data: { email: inviter.input.email.toLowerCase() },
    });
    expect(await invitationCount()).toBe(before);
  });

  it('joins the invitation of the device that opened the link, and of an email the inviter recorded', async () => {
    const inviter = await makeInviter();
    const key = visitorKey();
    const opened = await callApi(
      t,
      inviteCalls.open,
      { code: inviter.code, visitorKey: key },
      { ip: randomIp() },
    );
    expect(opened.body).toMatchObject({ code: 0, data: null });
    expect((await listOf(inviter.token)).list).toEqual([
      expect.objectContaining({ state: 'invited', viaLink: true, email: null }),
    ]);
    const viaDevice = await signUp(t, { inviteCode: inviter.code, inviteVisitor: key });
    const recorded = await callApi(
      t,
      inviteCalls.record,
      { email: 'Jane.Doe@Example.com', name: 'Jane from Lima' },
      { token: inviter.token },
    );
    expect(recorded.body.data).toMatchObject({
      state: 'invited',
      email: 'j***@e***.com',
      name: 'Jane from Lima',
    });
    const viaEmail = await signUp(t, { email: 'jane.doe+promo@example.com', inviteCode: inviter.code });
    const list = await listOf(inviter.token);
    expect(list.totals).toEqual({ invited: 2, joined: 2, activated: 0, daysEarned: 0 });
    expect(list.list.map((i) => [i.state, i.name])).toEqual([
      ['joined', 'Jane from Lima'],
      ['joined', null],
    ]);
    expect((await invitationOf(viaDevice.supplierId))?.visitorKey).toBe(key);
    expect((await invitationOf(viaEmail.supplierId))?.id).toBe(recorded.body.data.id);
  });
});

describe('abuse rules', () => {
  it('rejects a sign-up with the mailbox of one of the inviter’s users (case, +tag and Gmail dots aside)', async () => {
    const id = uid();
    const inviter = await makeInviter({ email: `lima.owner.${id}@gmail.com` });
    const invited = await signUp(t, {
      email: `LimaOwner${id}+second@googlemail.com`,
      inviteCode: inviter.code,
    });
    expect(await invitationOf(invited.supplierId)).toMatchObject({ state: 'rejected', reason: 'same_email' });
    // The account itself works normally.
    const login = await logIn(t, { username: invited.input.email, password: invited.input.password });
    expect(login.body.code).toBe(0);
    expect((await listOf(inviter.token)).list[0]).toMatchObject({ state: 'rejected', reason: 'same_email' });
  });

  it('rejects a sign-up from an address the inviter’s users signed in from within 24 hours', async () => {
    const inviter = await makeInviter();
    const address = randomIp();
    await logIn(t, { username: inviter.input.email, password: inviter.input.password, ip: address });
    const invited = await signUp(t, { inviteCode: inviter.code }, { ip: address });
    expect(await invitationOf(invited.supplierId)).toMatchObject({
      state: 'rejected',
      reason: 'same_address',
    });
    // Another address qualifies.
    const elsewhere = await signUp(t, { inviteCode: inviter.code }, { ip: randomIp() });
    expect(await invitationOf(elsewhere.supplierId)).toMatchObject({ state: 'joined', reason: null });
  });

  it('does not count disposable mailboxes', async () => {
    const inviter = await makeInviter();
    const invited = await signUp(t, { email: `buyer.${uid()}@mailinator.com`, inviteCode: inviter.code });
    expect(await invitationOf(invited.supplierId)).toMatchObject({
      state: 'rejected',
      reason: 'disposable_email',
    });
    const sub = await signUp(t, { email: `x.${uid()}@mail.yopmail.com`, inviteCode: inviter.code });
    expect(await invitationOf(sub.supplierId)).toMatchObject({
      state: 'rejected',
      reason: 'disposable_email',
    });
  });
});

describe('recording emails and opening links', () => {
  it('refuses my own company’s mailbox and an email already recorded, as field errors', async () => {
    const inviter = await makeInviter();
    const [local, domain] = inviter.input.email.split('@');
    const own = await callApi(
      t,
      inviteCalls.record,
      { email: `${local}+x@${domain}`.toUpperCase() },
      { token: inviter.token },
    );
    expect(own.body.code).toBe(3702);
    expect(fieldsOf(own).email).toMatch(/your own company/);
    const kim = `kim.${uid()}@trade.test`;
    const first = await callApi(t, inviteCalls.record, { email: kim }, { token: inviter.token });
    expect(first.body.code).toBe(0);
    const again = await callApi(
      t,
      inviteCalls.record,
      { email: kim.toUpperCase() },
      { token: inviter.token },
    );
    expect(again.body.code).toBe(3701);
    const invalid = await callApi(t, inviteCalls.record, { email: 'nope' }, { token: inviter.token });
    expect(invalid.body.code).toBe(1000);
  });

  it('records each device once, answers alike for an unknown code, and drops openings past 30 an hour', async () => {
    const inviter = await makeInviter();
    const ip = randomIp();
    const key = visitorKey();
    const open = (code: string, k = key) => callApi(t, inviteCalls.open, { code, visitorKey: k }, { ip });
    const first = await open(inviter.code);
    const second = await open(inviter.code.toLowerCase());
    const unknown = await open('ZZZZZZZZ');
    const malformed = await open('not a code');
    for (const answer of [second, unknown, malformed]) expect(answer.body).toEqual(first.body);
    expect((await listOf(inviter.token)).totals.invited).toBe(1);
    for (let i = 0; i < 30; i += 1) await open(inviter.code, visitorKey());
    // 4 openings above plus 26 new devices were within the limit; the last 4 were dropped.
    expect((await listOf(inviter.token)).totals.invited).toBe(1 + 26);
    const other = await callApi(
      t,
      inviteCalls.open,
      { code: inviter.code, visitorKey: visitorKey() },
      { ip: randomIp() },
    );
    expect(other.body).toEqual(first.body);
    expect((await listOf(inviter.token)).totals.invited).toBe(28);
  });
});

describe('tenancy', () => {
  it('shows a company only its own invitations', async () => {
    const a = await makeInviter();
    const b = await makeInviter();
    await signUp(t, { inviteCode: a.code });
    await callApi(
      t,
      inviteCalls.record,
      { email: `lee.${uid()}@trade.test`, name: 'Lee' },
      { token: a.token },
    );
    const mine = await listOf(a.token);
    expect(mine.total).toBe(2);
    const theirs = await listOf(b.token);
    expect(theirs).toMatchObject({
      total: 0,
      list: [],
      totals: { invited: 0, joined: 0, activated: 0, daysEarned: 0 },
    });
    // Paging past the end leaks nothing either.
    const far = await callApi(t, inviteCalls.list, { pageIndex: 5, pageSize: 100 }, { token: b.token });
    expect(far.body.data.list).toEqual([]);
  });
});
