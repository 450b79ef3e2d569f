import {
  buyerAppCalls,
  type ConsoleCredential,
  type CredentialOverview,
  companyCalls,
  consoleCredentialCalls,
  credentialCalls,
  fileCalls,
  inviteCalls,
  serviceCalls,
} from '@sc/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, invitations, mailOutbox, serviceLedger } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { dayFromToday, submitCredential, uploadCredentialFile } from '../../test/credentialFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, PDF_BYTES } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { CREDENTIAL_REMINDERS_JOB } from './credentials.jobs.js';

const clock = new TestClock();
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let secondReviewer: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  reviewer = await makeStaffAndLogIn(t, { realName: 'Grace Lin' });
  secondReviewer = await makeStaffAndLogIn(t, { realName: 'Tom Reyes' });
});
afterAll(() => t.close());

const overviewOf = async (token: string) =>
  (await callApi(t, credentialCalls.status, {}, { token })).body.data as CredentialOverview;
const quotaOf = async (token: string) => (await callApi(t, serviceCalls.quota, {}, { token })).body.data;
const coveredUntilOf = async (token: string) =>
  (await callApi(t, serviceCalls.effectiveService, {}, { token })).body.data.coveredUntil as string;
const decide = (id: number, body: Record<string, unknown>, token = reviewer.token) =>
  callApi(t, consoleCredentialCalls.decide, { id, ...body } as never, { token, lang: 'en' });
const queue = async (view: 'pending' | 'revocations' | 'recent' = 'pending') =>
  (await callApi(t, consoleCredentialCalls.queue, { view }, { token: reviewer.token })).body
    .data as ConsoleCredential[];
const ledgerOf = (supplierId: number) =>
  t.ctx.db
    .select()
    .from(serviceLedger)
    .where(eq(serviceLedger.supplierId, supplierId))
    .orderBy(asc(serviceLedger.id));

describe('credential upload and submission', () => {
  it('takes PDF, JPG and PNG checked by content, up to 5 MB, and nothing else', async () => {
    const { token } = await signUpAndLogIn(t);
    const pdf = await uploadCredentialFile(t, token);
    expect(pdf.body.code).toBe(0);
    expect(pdf.body.data).toMatchObject({ mime: 'application/pdf', name: 'licence.pdf' });
    const png = await uploadCredentialFile(t, token, { bytes: await imageBytes('png'), fileName: 'iso.png' });
    expect(png.body.data.mime).toBe('image/png');
    // A text file named .pdf is refused by its content.
    const fake = await uploadCredentialFile(t, token, {
      bytes: Buffer.from('not a pdf at all'),
      fileName: 'x.pdf',
    });
    expect(fake.body.code).toBe(2100);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadCredentialFile(t, token, { bytes: big, fileName: 'big.pdf' });
    expect(tooBig.body.code).toBe(2101);
  });

  it('refuses incomplete or inconsistent credentials with translated field errors, storing nothing', async () => {
    const { token } = await signUpAndLogIn(t);
    const file = (await uploadCredentialFile(t, token)).body.data.fileId as string;
    const base = { issuer: 'SGS', certificateNumber: 'ISO-1', issuedOn: dayFromToday(-30), fileIds: [file] };
    const noExpiry = await callApi(
      t,
      credentialCalls.submit,
      { ...base, type: 'iso9001' },
      { token, lang: 'en' },
    );
    expect(fieldsOf(noExpiry)).toEqual({ expiresOn: 'Please enter the expiry date' });
    const backwards = await callApi(
      t,
      credentialCalls.submit,
      { ...base, type: 'haccp', expiresOn: dayFromToday(-40) },
      { token, lang: 'zh' },
    );
    expect(fieldsOf(backwards)).toEqual({ expiresOn: '有效期至必须晚于发证日期' });
    const expired = await callApi(
      t,
      credentialCalls.submit,
      { ...base, type: 'haccp', issuedOn: dayFromToday(-400), expiresOn: dayFromToday(-1) },
      { token, lang: 'en' },
    );
    expect(fieldsOf(expired)).toEqual({
      expiresOn: 'This credential has already expired; upload the current one',
    });
    const empty = await callApi(
      t,
      credentialCalls.submit,
      { type: 'halal', issuer: '', certificateNumber: '', issuedOn: '', fileIds: [] } as never,
      { token, lang: 'ja' },
    );
    expect(fieldsOf(empty)).toMatchObject({
      issuer: '発行機関を入力してください',
      certificateNumber: '証明書番号または登録番号を入力してください',
      issuedOn: '発行日を入力してください',
      fileIds: 'ファイルを1つ以上アップロードしてください（PDF、JPG、PNG）',
    });
    // Another company's upload is not this company's document.
    const other = await signUpAndLogIn(t);
    const theirs = (await uploadCredentialFile(t, other.token)).body.data.fileId as string;
    const borrowed = await callApi(
      t,
      credentialCalls.submit,
      { ...base, type: 'business_licence', fileIds: [theirs] },
      { token, lang: 'en' },
    );
    expect(fieldsOf(borrowed)).toEqual({ fileIds: 'Please upload at least one file (PDF, JPG or PNG)' });
    expect((await overviewOf(token)).credentials).toEqual([]);
  });

  it('lists my credentials with reward terms, and shows none of them to another company', async () => {
    const mine = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const licence = await submitCredential(t, mine.token);
    expect(licence).toMatchObject({
      type: 'business_licence',
      state: 'pending',
      version: 1,
      expiresOn: null,
      history: [],
      reward: null,
      canUploadAgain: false,
    });
    expect(licence.files[0]?.url).toContain('/api/files/');
    const overview = await overviewOf(mine.token);
    expect(overview.credentials.map((c) => c.id)).toEqual([licence.id]);
    expect(overview.rewardTerms.find((r) => r.type === 'business_licence')).toEqual({
      type: 'business_licence',
      days: 30,
      contacts: 20,
      earned: false,
    });
    expect((await overviewOf(other.token)).credentials).toEqual([]);
    // Another company cannot add a version to my credential.
    const file = (await uploadCredentialFile(t, other.token)).body.data.fileId as string;
    const hijack = await callApi(
      t,
      credentialCalls.submit,
      {
        seriesId: licence.seriesId,
        type: 'business_licence',
        issuer: 'X',
        certificateNumber: 'Y',
        issuedOn: dayFromToday(-1),
        fileIds: [file],
      },
      { token: other.token },
    );
    expect(hijack.body.code).toBe(2000);
    // Nor read its files through the file link call.
    const fileId = licence.files[0]?.fileId as string;
    const peek = await callApi(t, fileCalls.link, { fileId }, { token: other.token });
    expect(peek.body.code).toBe(2000);
    expect((await callApi(t, fileCalls.link, { fileId }, { token: mine.token })).body.code).toBe(0);
  });
});

describe('review, rewards and versions', () => {
  it('rejects with a reason the supplier reads, takes a new version, then approves it and grants the reward once', async () => {
    const account = await signUpAndLogIn(t);
    const quotaBefore = await quotaOf(account.token);
    const coveredBefore = await coveredUntilOf(account.token);
    const first = await submitCredential(t, account.token);
    // Waiting: a second version is refused until the decision.
    const early = await callApi(
      t,
      credentialCalls.submit,
      {
        seriesId: first.seriesId,
        type: 'business_licence',
        issuer: 'X',
        certificateNumber: 'Y',
        issuedOn: dayFromToday(-1),
        fileIds: first.files.map((f) => f.fileId),
      },
      { token: account.token, lang: 'en' },
    );
    expect(early.body.code).toBe(3650);

    const waiting = (await queue()).find((c) => c.id === first.id);
    expect(waiting).toMatchObject({ supplierId: account.supplierId, companyName: account.input.companyName });
    expect(waiting?.files[0]?.url).toContain('/api/files/');
    // The reviewer's link opens the document, and the console may show it inline beside the facts.
    const served = await t.app.inject({
      method: 'GET',
      url:
        new URL(waiting?.files[0]?.url ?? '', 'http://x').pathname +
        new URL(waiting?.files[0]?.url ?? '', 'http://x').search,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const noReason = await decide(first.id, { decision: 'reject' });
    expect(fieldsOf(noReason)).toEqual({ reason: 'Please choose a reason' });
    const rejected = await decide(first.id, {
      decision: 'reject',
      reason: 'name_mismatch',
      note: 'The licence names Harbor Foods, your profile Harbor Fresh Foods.',
    });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reviewedBy: 'Grace Lin' });
    expect((await decide(first.id, { decision: 'approve' })).body.code).toBe(3651);

    const seen = (await overviewOf(account.token)).credentials[0];
    expect(seen).toMatchObject({
      state: 'rejected',
      rejectReason: 'name_mismatch',
      reviewNote: 'The licence names Harbor Foods, your profile Harbor Fresh Foods.',
      canUploadAgain: true,
    });

    const second = await submitCredential(t, account.token, {
      seriesId: first.seriesId,
      certificateNumber: 'BL-2',
    });
    expect(second).toMatchObject({ seriesId: first.seriesId, version: 2, state: 'pending' });
    expect(second.history.map((v) => [v.version, v.state])).toEqual([[1, 'rejected']]);

    const approved = await decide(second.id, { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ state: 'verified', rewardGranted: true });
    const quota = await quotaOf(account.token);
    expect(quota.total - quotaBefore.total).toBe(20);
    const covered = await coveredUntilOf(account.token);
    expect(Date.parse(covered) - Date.parse(coveredBefore)).toBe(30 * 86_400_000);
    const overview = await overviewOf(account.token);
    expect(overview).toMatchObject({ earned: { days: 30, contacts: 20 }, businessLicenceVerified: true });
    expect(overview.credentials[0]?.reward).toEqual({ days: 30, contacts: 20, takenBack: false });
    expect(overview.rewardTerms.find((r) => r.type === 'business_licence')?.earned).toBe(true);
    // The verified licence locks the company's legal fields.
    const company = (await callApi(t, companyCalls.info, {}, { token: account.token })).body.data;
    expect(company.locked.reason).toBe('verified');

    // A second licence of the same company is verified without a second reward.
    const another = await submitCredential(t, account.token, { certificateNumber: 'BL-3' });
    expect((await decide(another.id, { decision: 'approve' })).body.data.rewardGranted).toBe(false);
    const rewards = (await ledgerOf(account.supplierId)).filter((e) => e.reason === 'credential_reward');
    expect(rewards.map((e) => [e.days, e.contacts])).toEqual([[30, 20]]);
    // The company's ledger names the credential the reward came from (no raw note).
    const ledger = (await callApi(t, serviceCalls.quotaLedger, {}, { token: account.token })).body.data.list;
    expect(ledger.find((e) => e.reason === 'credential_reward')).toMatchObject({
      credentialType: 'business_licence',
      invitedName: null,
      note: null,
    });

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'credential'), eq(auditLog.targetId, String(second.id))));
    expect(audit.map((a) => a.action)).toEqual(['credential.approve']);
    expect(audit[0]?.details).toMatchObject({ reward: { days: 30, contacts: 20 } });
  });

  it('activates the invitation of an invited company when its business licence is verified', async () => {
    const inviter = await signUpAndLogIn(t);
    const code = (await callApi(t, inviteCalls.link, {}, { token: inviter.token })).body.data.code as string;
    const invited = await signUpAndLogIn(t, { inviteCode: code });
    const stateOf = async () =>
      (
        await t.ctx.db.select().from(invitations).where(eq(invitations.invitedSupplierId, invited.supplierId))
      )[0];
    expect((await stateOf())?.state).toBe('joined');
    const iso = await submitCredential(t, invited.token, { type: 'iso9001' });
    await decide(iso.id, { decision: 'approve' });
    expect((await stateOf())?.state).toBe('joined');
    const licence = await submitCredential(t, invited.token);
    await decide(licence.id, { decision: 'approve' });
    expect(await stateOf()).toMatchObject({ state: 'activated', activatedBy: 'business_licence' });
  });

  it('asks for a new upload, and grants one reward when two approvals of one type race', async () => {
    const account = await signUpAndLogIn(t);
    const blurred = await submitCredential(t, account.token, { type: 'iso9001', certificateNumber: 'ISO-A' });
    const sent = await decide(blurred.id, { decision: 'reupload', reason: 'unreadable', note: '' });
    expect(sent.body.data.state).toBe('reupload');
    const plantA = await submitCredential(t, account.token, { type: 'haccp', certificateNumber: 'H-A' });
    const plantB = await submitCredential(t, account.token, { type: 'haccp', certificateNumber: 'H-B' });
    const results = await Promise.all([
      decide(plantA.id, { decision: 'approve' }),
      decide(plantB.id, { decision: 'approve' }, secondReviewer.token),
    ]);
    expect(results.map((r) => r.body.code)).toEqual([0, 0]);
    expect(results.filter((r) => r.body.data.rewardGranted)).toHaveLength(1);
    const rewards = (await ledgerOf(account.supplierId)).filter((e) => e.reason === 'credential_reward');
    expect(rewards.map((e) => [e.days, e.contacts])).toEqual([[15, 10]]);
  });

  it('keeps the review to the platform team with the permission', async () => {
    const supplier = await signUpAndLogIn(t);
    const finance = await makeStaffAndLogIn(t, { roleCode: 'billing_manager' });
    for (const token of [supplier.token, finance.token]) {
      const result = await callApi(t, consoleCredentialCalls.queue, {}, { token });
      expect(result.status).toBe(403);
    }
    const credential = await submitCredential(t, supplier.token);
    const refused = await callApi(
      t,
      consoleCredentialCalls.decide,
      { id: credential.id, decision: 'approve' },
      { token: supplier.token },
    );
    expect(refused.status).toBe(403);
    expect((await overviewOf(supplier.token)).credentials[0]?.state).toBe('pending');
  });
});

describe('reward amounts', () => {
  it('are changed in the console for later verifications only, audited, and refused out of range', async () => {
    const before = await signUpAndLogIn(t);
    const early = await submitCredential(t, before.token, { type: 'organic_jas' });
    await decide(early.id, { decision: 'approve' });
    const terms = (await callApi(t, consoleCredentialCalls.rewardTerms, {}, { token: reviewer.token })).body
      .data;
    expect(terms.find((term: { type: string }) => term.type === 'organic_jas')).toEqual({
      type: 'organic_jas',
      days: 10,
      contacts: 10,
    });
    const bad = await callApi(
      t,
      consoleCredentialCalls.saveRewardTerms,
      { terms: [{ type: 'organic_jas', days: -1, contacts: 10 }] },
      { token: reviewer.token },
    );
    expect(bad.body.code).toBe(1000);
    const saved = await callApi(
      t,
      consoleCredentialCalls.saveRewardTerms,
      { terms: [{ type: 'organic_jas', days: 45, contacts: 25 }] },
      { token: reviewer.token },
    );
    expect(saved.body.data.find((term: { type: string }) => term.type === 'organic_jas')).toMatchObject({
      days: 45,
      contacts: 25,
    });
    const later = await signUpAndLogIn(t);
    const overview = await overviewOf(later.token);
    expect(overview.rewardTerms.find((term) => term.type === 'organic_jas')).toMatchObject({
      days: 45,
      contacts: 25,
    });
    const jas = await submitCredential(t, later.token, { type: 'organic_jas' });
    await decide(jas.id, { decision: 'approve' });
    const rewardOf = async (supplierId: number) =>
      (await ledgerOf(supplierId))
        .filter((e) => e.reason === 'credential_reward')
        .map((e) => [e.days, e.contacts]);
    expect(await rewardOf(later.supplierId)).toEqual([[45, 25]]);
    expect(await rewardOf(before.supplierId)).toEqual([[10, 10]]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'credential.rewardTerms.save'))
      .orderBy(asc(auditLog.id));
    expect(audit?.details).toMatchObject({ after: [{ type: 'organic_jas', days: 45, contacts: 25 }] });
    // Put the default back for the other tests of this file.
    await callApi(
      t,
      consoleCredentialCalls.saveRewardTerms,
      { terms: [{ type: 'organic_jas', days: 10, contacts: 10 }] },
      { token: reviewer.token },
    );
  });

  it("lists a company's every version for the reviewer", async () => {
    const account = await signUpAndLogIn(t);
    const first = await submitCredential(t, account.token, { type: 'fda' });
    await decide(first.id, { decision: 'reupload', reason: 'incomplete' });
    await submitCredential(t, account.token, { type: 'fda', seriesId: first.seriesId });
    const other = await signUpAndLogIn(t);
    await submitCredential(t, other.token);
    const list = (
      await callApi(
        t,
        consoleCredentialCalls.company,
        { supplierId: account.supplierId },
        { token: reviewer.token },
      )
    ).body.data as ConsoleCredential[];
    expect(list.map((c) => [c.version, c.state])).toEqual([
      [2, 'pending'],
      [1, 'reupload'],
    ]);
    expect(new Set(list.map((c) => c.supplierId))).toEqual(new Set([account.supplierId]));
  });
});

describe('revocation by two operators', () => {
  it('needs a second operator, then revokes, takes the reward back and unlocks the legal fields', async () => {
    const account = await signUpAndLogIn(t);
    const licence = await submitCredential(t, account.token);
    await decide(licence.id, { decision: 'approve' });
    const granted = await quotaOf(account.token);

    const asked = await callApi(
      t,
      consoleCredentialCalls.requestRevocation,
      { id: licence.id, reason: 'The registry lists the company as dissolved.', takeBack: true },
      { token: reviewer.token },
    );
    expect(asked.body.data.revokeRequest).toMatchObject({ by: 'Grace Lin', takeBack: true });
    expect((await queue('revocations')).map((c) => c.id)).toContain(licence.id);
    const self = await callApi(
      t,
      consoleCredentialCalls.confirmRevocation,
      { id: licence.id },
      { token: reviewer.token, lang: 'en' },
    );
    expect(self.body).toMatchObject({ code: 3652, msg: 'Another team member must confirm this revocation.' });
    expect((await overviewOf(account.token)).credentials[0]?.state).toBe('verified');

    const confirmed = await callApi(
      t,
      consoleCredentialCalls.confirmRevocation,
      { id: licence.id },
      { token: secondReviewer.token },
    );
    expect(confirmed.body.data.state).toBe('revoked');
    const seen = await overviewOf(account.token);
    expect(seen.credentials[0]).toMatchObject({
      state: 'revoked',
      revokeReason: 'The registry lists the company as dissolved.',
      canUploadAgain: true,
      reward: { takenBack: true },
    });
    expect(seen).toMatchObject({ businessLicenceVerified: false, earned: { days: 0, contacts: 0 } });
    expect((await quotaOf(account.token)).total).toBe(granted.total - 20);
    const reversal = (await ledgerOf(account.supplierId)).filter((e) => e.reason === 'reward_reversal');
    expect(reversal.map((e) => [e.days, e.contacts])).toEqual([[-30, -20]]);
    const shownReversal = (
      await callApi(t, serviceCalls.quotaLedger, {}, { token: account.token })
    ).body.data.list.find((e) => e.reason === 'reward_reversal');
    expect(shownReversal).toMatchObject({ credentialType: 'business_licence' });
    const company = (await callApi(t, companyCalls.info, {}, { token: account.token })).body.data;
    expect(company.locked.reason).not.toBe('verified');
    const actions = await t.ctx.db
      .select({ action: auditLog.action, actor: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'credential'), eq(auditLog.targetId, String(licence.id))))
      .orderBy(asc(auditLog.id));
    expect(actions).toEqual([
      { action: 'credential.approve', actor: 'Grace Lin' },
      { action: 'credential.revoke.request', actor: 'Grace Lin' },
      { action: 'credential.revoke.confirm', actor: 'Tom Reyes' },
    ]);
  });

  it('keeps the reward when the revocation says so, and a withdrawn request changes nothing', async () => {
    const account = await signUpAndLogIn(t);
    const kosher = await submitCredential(t, account.token, { type: 'kosher' });
    await decide(kosher.id, { decision: 'approve' });
    const ask = (takeBack: boolean) =>
      callApi(
        t,
        consoleCredentialCalls.requestRevocation,
        { id: kosher.id, reason: 'Certifier withdrew it', takeBack },
        { token: reviewer.token },
      );
    await ask(true);
    expect((await ask(true)).body.code).toBe(3653);
    await callApi(
      t,
      consoleCredentialCalls.cancelRevocation,
      { id: kosher.id },
      { token: secondReviewer.token },
    );
    expect((await overviewOf(account.token)).credentials[0]?.state).toBe('verified');
    await ask(false);
    await callApi(
      t,
      consoleCredentialCalls.confirmRevocation,
      { id: kosher.id },
      { token: secondReviewer.token },
    );
    const seen = await overviewOf(account.token);
    expect(seen.credentials[0]).toMatchObject({ state: 'revoked', reward: { takenBack: false } });
    expect((await ledgerOf(account.supplierId)).some((e) => e.reason === 'reward_reversal')).toBe(false);
  });
});

describe('expiry', () => {
  const remindersTo = (email: string) =>
    t.ctx.db
      .select({ subject: mailOutbox.subject, body: mailOutbox.body })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%credentials to renew%')))
      .orderBy(asc(mailOutbox.id));

  it('turns expiring 30 days before, expired after the date, and reminds at 30, 7 and 0 days in one digest a day', async () => {
    const account = await signUpAndLogIn(t);
    const email = account.input.email.toLowerCase();
    const start = clock.now();
    const iso = await submitCredential(t, account.token, {
      type: 'iso9001',
      issuer: 'SGS',
      certificateNumber: 'ISO-77',
      expiresOn: dayFromToday(40, start),
    });
    const halal = await submitCredential(t, account.token, {
      type: 'halal',
      expiresOn: dayFromToday(31, start),
    });
    await decide(iso.id, { decision: 'approve' });
    await decide(halal.id, { decision: 'approve' });
    const run = () => t.ctx.jobs.runNow(CREDENTIAL_REMINDERS_JOB);
    const stateOf = async (id: number) =>
      (await overviewOf(account.token)).credentials.find((c) => c.id === id)?.state;

    await run();
    expect(await remindersTo(email)).toHaveLength(0);
    expect(await stateOf(iso.id)).toBe('verified');

    clock.advanceHours(24); // halal: 30 days left
    await run();
    await run();
    let mails = await remindersTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Halal');
    expect(mails[0]?.body).not.toContain('ISO 9001');
    expect(await stateOf(halal.id)).toBe('expiring');

    clock.advanceHours(24 * 9); // iso: 30 days left, halal: 21
    await run();
    mails = await remindersTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain('ISO 9001 (SGS, no. ISO-77)');
    expect(mails[1]?.body).toContain('in 30 days');

    clock.advanceHours(24 * 14); // halal: 7 days left
    await run();
    expect(await remindersTo(email)).toHaveLength(3);

    clock.advanceHours(24 * 7); // halal: expires today
    await run();
    mails = await remindersTo(email);
    expect(mails).toHaveLength(4);
    expect(mails[3]?.body).toContain('valid until today');
    expect(await stateOf(halal.id)).toBe('expiring');

    clock.advanceHours(24);
    expect(await stateOf(halal.id)).toBe('expired');
    expect(await stateOf(iso.id)).toBe('expiring');
  });
});

describe('expiry reminders in the reader’s language', () => {
  it('mails an admin who signed up in Chinese in Chinese', async () => {
    const account = await signUpAndLogIn(t, {}, { lang: 'zh-CN' });
    const halal = await submitCredential(t, account.token, {
      type: 'halal',
      certificateNumber: 'H-88',
      expiresOn: dayFromToday(7, clock.now()),
    });
    await decide(halal.id, { decision: 'approve' });
    await t.ctx.jobs.runNow(CREDENTIAL_REMINDERS_JOB);
    const mails = await t.ctx.db
      .select({ subject: mailOutbox.subject, body: mailOutbox.body })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, account.input.email.toLowerCase()),
          eq(mailOutbox.subject, 'Supplier Cloud：有资质需要更新'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('清真认证（Registry of Companies，编号 H-88）');
  });
});

describe('badges buyers see', () => {
  it('shows verified credentials on the showroom and beside the supplier in the chat, until expiry or revocation', async () => {
    const supplier = await signUpAndLogIn(t);
    const buyer = await makeBuyerAndLogIn(t);
    await t.ctx.db.insert(conversations).values({
      supplierId: supplier.supplierId,
      buyerId: buyer.buyerId,
      startedBy: 'buyer',
    });
    const start = clock.now();
    const fda = await submitCredential(t, supplier.token, { type: 'fda', expiresOn: dayFromToday(3, start) });
    const licence = await submitCredential(t, supplier.token);
    const pendingIso = await submitCredential(t, supplier.token, { type: 'iso9001' });
    await decide(fda.id, { decision: 'approve' });
    await decide(licence.id, { decision: 'approve' });
    const showroomBadges = async () =>
      (
        await callApi(
          t,
          buyerAppCalls.supplierShowroom,
          { supplierId: supplier.supplierId },
          { token: buyer.token },
        )
      ).body.data.credentials;
    const chatBadges = async () => {
      const page = (await callApi(t, buyerAppCalls.conversations, {}, { token: buyer.token })).body.data;
      return page.list.find((c: { supplier: { id: number } }) => c.supplier.id === supplier.supplierId)
        ?.supplier.credentials;
    };
    const expected = [
      { type: 'business_licence', validUntil: null },
      { type: 'fda', validUntil: dayFromToday(3, start) },
    ];
    expect(await showroomBadges()).toEqual(expected);
    expect(await chatBadges()).toEqual(expected);
    expect(pendingIso.state).toBe('pending');

    await callApi(
      t,
      consoleCredentialCalls.requestRevocation,
      { id: licence.id, reason: 'Forged', takeBack: false },
      { token: reviewer.token },
    );
    await callApi(
      t,
      consoleCredentialCalls.confirmRevocation,
      { id: licence.id },
      { token: secondReviewer.token },
    );
    clock.advanceHours(24 * 4);
    expect(await showroomBadges()).toEqual([]);
    expect(await chatBadges()).toEqual([]);
  });
});
