import { TRIAL, translate } from '@sc/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, roles, userRoles, users } from '../../db/schema/index.js';
import { payByCard } from '../../test/billingFactories.js';
import { logIn, signUp, signUpAndLogIn } from '../../test/factories.js';
import { endServiceOf } from '../../test/ledgerFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { TRIAL_REMINDERS_JOB } from './service.jobs.js';
import { trialEndingMail } from './trialEndingMail.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** The trial reminders mailed to an address, oldest first. */
const remindersTo = async (email: string) =>
  t.ctx.db
    .select({ subject: mailOutbox.subject, body: mailOutbox.body })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), like(mailOutbox.subject, '%trial ends%')))
    .orderBy(asc(mailOutbox.id));
const subjectsTo = async (email: string) => (await remindersTo(email)).map((mail) => mail.subject);
const runJob = () => t.ctx.jobs.runNow(TRIAL_REMINDERS_JOB);
/** Moves the clock so the trials signed up at the start have `days` days left. */
let elapsedHours = 0;
const moveToDaysLeft = (days: number) => {
  const target = (TRIAL.days - days) * 24;
  clock.advanceHours(target - elapsedHours);
  elapsedHours = target;
};

describe('trial ending reminders (7, 3 and 1 days before the end)', () => {
  it('mails the admins once per threshold, not after a package follows on, nor once the trial ended', async () => {
    const plain = await signUp(t, { companyName: 'Reminded Trading Ltd' });
    const paidEarly = await signUpAndLogIn(t);
    const paidLater = await signUp(t);
    const ended = await signUp(t);
    await payByCard(t, paidEarly.token);
    await endServiceOf(t, ended.supplierId);
    // A colleague with the member role, not the admin one, is not mailed.
    const member = 'member.of.reminded@exporter.test';
    const [memberRow] = await t.ctx.db
      .insert(users)
      .values({
        kind: 'supplier',
        supplierId: plain.supplierId,
        adminCode: `member-${plain.supplierId}`,
        email: member,
        realName: 'Mia Member',
        jobTitle: 'sales_manager',
        title: 'Ms',
        country: 'BR',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const [memberRole] = await t.ctx.db.select().from(roles).where(eq(roles.code, 'manager'));
    if (!memberRow || !memberRole) throw new Error('member role not seeded');
    await t.ctx.db.insert(userRoles).values({ userId: memberRow.id, roleId: memberRole.id });
    const everyone = [plain, paidEarly, paidLater, ended].map((company) => company.input.email);

    // Day 1 of the trial: nothing yet.
    await runJob();
    clock.advanceHours(24);
    elapsedHours = 24;
    await runJob();
    for (const email of everyone) expect(await subjectsTo(email)).toEqual([]);

    // 6.5 days left: the 7-day reminder, once however often the job runs.
    moveToDaysLeft(6.5);
    await runJob();
    await runJob();
    expect(await subjectsTo(plain.input.email)).toEqual(['Your Supplier Cloud trial ends in 7 days']);
    expect(await subjectsTo(paidLater.input.email)).toEqual(['Your Supplier Cloud trial ends in 7 days']);
    expect(await subjectsTo(paidEarly.input.email)).toEqual([]);
    expect(await subjectsTo(ended.input.email)).toEqual([]);
    expect(await subjectsTo(member)).toEqual([]);
    const [first] = await remindersTo(plain.input.email);
    expect(first?.body).toContain('Reminded Trading Ltd');
    expect(first?.body).toContain('in 7 days');
    expect(first?.body).toContain('http://portal.test/pay');
    expect(first?.body).toMatch(/ends on \w+ \d{1,2}, \d{4}/);

    // The second company buys a package now: its service goes on after the trial, no more reminders.
    const login = await logIn(t, { username: paidLater.input.email, password: paidLater.input.password });
    await payByCard(t, login.body.data.access_token);

    moveToDaysLeft(2.5);
    await runJob();
    moveToDaysLeft(0.5);
    await runJob();
    await runJob();
    expect(await subjectsTo(plain.input.email)).toEqual([
      'Your Supplier Cloud trial ends in 7 days',
      'Your Supplier Cloud trial ends in 3 days',
      'Your Supplier Cloud trial ends in 1 day',
    ]);
    expect(await subjectsTo(paidLater.input.email)).toEqual(['Your Supplier Cloud trial ends in 7 days']);
    expect(await subjectsTo(paidEarly.input.email)).toEqual([]);
    expect(await subjectsTo(ended.input.email)).toEqual([]);

    // Once the trial is over nothing more is sent.
    moveToDaysLeft(-1);
    await runJob();
    expect(await subjectsTo(plain.input.email)).toHaveLength(3);
  });

  it('sends only the smallest threshold crossed when the job missed the larger ones', async () => {
    const late = await signUp(t);
    // Its trial ends TRIAL.days after now; the job first runs with 2 days left.
    clock.advanceHours((TRIAL.days - 2) * 24);
    await runJob();
    expect(await subjectsTo(late.input.email)).toEqual(['Your Supplier Cloud trial ends in 2 days']);
    await runJob();
    expect(await subjectsTo(late.input.email)).toHaveLength(1);
  });

  it('mails each admin in the language they signed up or last signed in with', async () => {
    const chinese = await signUp(t, {}, { lang: 'zh-CN' });
    const switched = await signUp(t);
    await logIn(t, { username: switched.input.email, password: switched.input.password, lang: 'ja' });
    clock.advanceHours((TRIAL.days - 2) * 24);
    await runJob();
    const subjectsOf = async (email: string) =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()))).map(
        (mail) => mail.subject,
      );
    expect(await subjectsOf(chinese.input.email)).toContain(
      translate('ch', 'mail.trialEndingSubject_other', { days: 2 }),
    );
    expect(await subjectsOf(switched.input.email)).toContain(
      translate('ja', 'mail.trialEndingSubject_other', { days: 2 }),
    );
  });

  it("writes the mail in the reader's language, one day in the singular", () => {
    const now = new Date('2026-05-05T10:00:00Z');
    const mail = (lang: 'en' | 'ch' | 'ja', days: number) =>
      trialEndingMail({
        to: 'ana@exporter.test',
        name: 'Ana',
        company: 'Acme',
        endsAt: new Date(now.getTime() + (days - 0.5) * 86_400_000),
        now,
        timeZone: 'Asia/Shanghai',
        lang,
        payUrl: 'http://portal.test/pay',
      });
    expect(mail('en', 1).subject).toBe('Your Supplier Cloud trial ends in 1 day');
    expect(mail('en', 3).text).toContain('ends on May 8, 2026 at 6:00 AM GMT+8, in 3 days');
    expect(mail('ch', 3).subject).toBe('您的 Supplier Cloud 免费试用将在 3 天后结束');
    expect(mail('ch', 3).text).toContain('2026年5月8日');
    expect(mail('ja', 7).subject).toBe('Supplier Cloud の無料トライアルはあと 7 日で終了します');
    expect(mail('ja', 7).text).toContain('http://portal.test/pay');
  });
});
