import { type CallBody, consoleContentCalls, noticeCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, suppliers, users } from '../../db/schema/index.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen } from '../../test/socketClient.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

let t: TestApp;
let editor: string;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  editor = (await makeStaffAndLogIn(t, { realName: 'Kenji Mori', roleCode: 'content_editor' })).token;
});
afterAll(() => t.close());

type Draft = CallBody<typeof consoleContentCalls.save>;
const notice = (overrides: Partial<Draft> = {}): Draft => ({
  kind: 'notice',
  noticeType: 'system',
  title: { en: `Notice ${Math.random().toString(36).slice(2, 8)}` },
  body: { en: 'Body in **English**.' },
  publish: true,
  ...overrides,
});
async function publish(draft: Draft) {
  const saved = await callApi(t, consoleContentCalls.save, draft, { token: editor });
  if (saved.body.code !== 0) throw new Error(JSON.stringify(saved.body));
  return saved.body.data.item;
}
async function unreadTitles(token: string, lang = 'en') {
  const page = await callApi(t, noticeCalls.list, { filter: 'unread', pageSize: 100 }, { token, lang });
  return page.body.data.list.map((entry) => entry.title);
}

describe('notices: authoring in the console', () => {
  it('lets a content editor publish and refuses a support agent, with an audit entry in the same change', async () => {
    const agent = await makeStaffAndLogIn(t, { roleCode: 'support_agent' });
    // The sign-in answer tells the console which sections to show.
    expect(agent.permissions).not.toContain('console:content');
    expect((await makeStaffAndLogIn(t, { roleCode: 'content_editor' })).permissions).toEqual(
      expect.arrayContaining(['console:content', 'console:audit']),
    );
    const refused = await callApi(t, consoleContentCalls.save, notice(), { token: agent.token });
    expect(refused.status).toBe(403);
    const supplier = await signUpAndLogIn(t);
    const forbidden = await callApi(
      t,
      consoleContentCalls.list,
      { kind: 'notice' },
      { token: supplier.token },
    );
    expect(forbidden.status).toBe(403);

    const item = await publish(notice({ title: { en: 'Audited notice' } }));
    expect(item).toMatchObject({
      state: 'live',
      version: 1,
      missingLangs: ['zh', 'ja'],
      editedBy: 'Kenji Mori',
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(item.seriesId)));
    expect(entry).toMatchObject({ action: 'content.publish', targetType: 'notice', actorName: 'Kenji Mori' });
  });

  it('says in the caller’s language what is missing, and stores nothing', async () => {
    const refused = await callApi(
      t,
      consoleContentCalls.save,
      { kind: 'notice', title: { en: ' ' }, body: { en: '' } },
      { token: editor, lang: 'ja' },
    );
    expect(refused.body.code).toBe(1000);
    expect(fieldsOf(refused)).toMatchObject({
      'title.en': '英語のタイトルを入力してください',
      noticeType: 'お知らせの種類を選択してください',
      'body.en': '英語の本文を入力してください',
    });
    const expiry = await callApi(
      t,
      consoleContentCalls.save,
      notice({ publishAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }),
      { token: editor },
    );
    expect(fieldsOf(expiry)).toMatchObject({ expiresAt: 'The expiry must be after the publishing time' });
  });

  it('keeps a draft from suppliers, and publishing a change makes a new version and archives the old one', async () => {
    const supplier = await signUpAndLogIn(t);
    const draft = await callApi(
      t,
      consoleContentCalls.save,
      notice({ title: { en: 'Draft only' }, publish: false }),
      {
        token: editor,
      },
    );
    expect(draft.body.data.item.state).toBe('draft');
    expect(await unreadTitles(supplier.token)).not.toContain('Draft only');

    const first = await publish(notice({ title: { en: 'Price list v1' } }));
    const second = await publish(notice({ seriesId: first.seriesId, title: { en: 'Price list v2' } }));
    expect(second).toMatchObject({ seriesId: first.seriesId, version: 2, state: 'live' });
    const detail = await callApi(
      t,
      consoleContentCalls.detail,
      { seriesId: first.seriesId },
      { token: editor },
    );
    expect(detail.body.data.versions.map((version) => [version.version, version.state])).toEqual([
      [2, 'live'],
      [1, 'archived'],
    ]);
    const titles = await unreadTitles(supplier.token);
    expect(titles).toContain('Price list v2');
    expect(titles).not.toContain('Price list v1');
  });
});

describe('notices: withdrawing', () => {
  it('withdraws a live notice: suppliers no longer see it, it stays stored as archived, and the audit says who', async () => {
    const supplier = await signUpAndLogIn(t);
    const item = await publish(notice({ title: { en: 'Wrong price list' } }));
    expect(await unreadTitles(supplier.token)).toContain('Wrong price list');
    const archived = await callApi(
      t,
      consoleContentCalls.archive,
      { seriesId: item.seriesId },
      { token: editor },
    );
    expect(archived.body.data.item.state).toBe('archived');
    expect(await unreadTitles(supplier.token)).not.toContain('Wrong price list');
    const view = await callApi(t, noticeCalls.view, { id: item.seriesId }, { token: supplier.token });
    expect(view.body.code).toBe(2000);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(item.seriesId)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['content.archive', 'content.publish']);
    const again = await callApi(
      t,
      consoleContentCalls.archive,
      { seriesId: item.seriesId },
      { token: editor },
    );
    expect(again.body.code).toBe(2000);
  });
});

describe('notices: what a supplier sees', () => {
  it('shows a notice at its time, until its expiry, and in English where the language is missing', async () => {
    const supplier = await signUpAndLogIn(t);
    const soon = new Date(clock.now().getTime() + 2 * 3_600_000).toISOString();
    const later = new Date(clock.now().getTime() + 5 * 3_600_000).toISOString();
    await publish(
      notice({
        title: { en: 'Maintenance tonight', ja: '今夜メンテナンス' },
        body: { en: 'Down 02:00–04:00', ja: '02:00〜04:00 停止' },
        publishAt: soon,
        expiresAt: later,
      }),
    );
    expect(await unreadTitles(supplier.token)).not.toContain('Maintenance tonight');
    clock.advanceHours(3);
    expect(await unreadTitles(supplier.token, 'ja')).toContain('今夜メンテナンス');
    const zh = await callApi(
      t,
      noticeCalls.list,
      { pageSize: 100 },
      { token: supplier.token, lang: 'zh-CN' },
    );
    expect(zh.body.data.list.find((entry) => entry.title === 'Maintenance tonight')).toMatchObject({
      lang: 'en',
    });
    clock.advanceHours(3);
    expect(await unreadTitles(supplier.token)).not.toContain('Maintenance tonight');
  });

  it('reaches only the audience: country, category and plan', async () => {
    const au = await signUpAndLogIn(t, { country: 'AU' });
    const nz = await signUpAndLogIn(t, { country: 'NZ' });
    await t.ctx.db
      .update(suppliers)
      .set({ mainCategories: ['food_beverage'] })
      .where(eq(suppliers.id, nz.supplierId));
    await publish(notice({ title: { en: 'For Australia' }, audience: { countries: ['AU'] } }));
    await publish(notice({ title: { en: 'For food sellers' }, audience: { categories: ['food_beverage'] } }));
    await publish(notice({ title: { en: 'For paying companies' }, audience: { plan: 'paying' } }));
    await publish(notice({ title: { en: 'For trials' }, audience: { plan: 'trial' } }));
    const auTitles = await unreadTitles(au.token);
    expect(auTitles).toEqual(expect.arrayContaining(['For Australia', 'For trials']));
    expect(auTitles).not.toContain('For food sellers');
    expect(auTitles).not.toContain('For paying companies');
    const nzTitles = await unreadTitles(nz.token);
    expect(nzTitles).toContain('For food sellers');
    expect(nzTitles).not.toContain('For Australia');
    const count = await callApi(
      t,
      consoleContentCalls.audienceCount,
      { countries: ['NZ'] },
      { token: editor },
    );
    expect(count.body.data.suppliers).toBeGreaterThanOrEqual(1);
    // Opening a notice meant for another audience is refused like a missing one.
    const page = await callApi(t, noticeCalls.list, { pageSize: 100 }, { token: au.token });
    const nzOnly = await publish(notice({ title: { en: 'NZ only' }, audience: { countries: ['NZ'] } }));
    expect(page.body.data.list.some((entry) => entry.id === nzOnly.seriesId)).toBe(false);
    const view = await callApi(t, noticeCalls.view, { id: nzOnly.seriesId }, { token: au.token });
    expect(view.body.code).toBe(2000);
  });

  it('keeps read state per user: viewing, filtering, read all; older notices start read unless pinned or urgent', async () => {
    const old = await publish(notice({ title: { en: 'Before you joined' } }));
    const pinned = await publish(notice({ title: { en: 'Pinned welcome' }, pinned: true }));
    clock.advanceHours(1);
    const supplier = await signUpAndLogIn(t);
    // The account was made after both notices (the clock moved on): only the pinned one is unread.
    await t.ctx.db.update(users).set({ createdAt: clock.now() }).where(eq(users.id, supplier.adminId));
    const colleague = await signUpAndLogIn(t);
    const fresh = await publish(notice({ title: { en: 'Fresh news' } }));
    clock.advanceHours(1);

    let unread = await unreadTitles(supplier.token);
    expect(unread).toContain('Pinned welcome');
    expect(unread).toContain('Fresh news');
    expect(unread).not.toContain('Before you joined');

    const info = await callApi(t, noticeCalls.info, {}, { token: supplier.token });
    const viewed = await callApi(t, noticeCalls.view, { id: fresh.seriesId }, { token: supplier.token });
    expect(viewed.body.data).toMatchObject({ title: 'Fresh news', body: 'Body in **English**.', read: true });
    expect((await callApi(t, noticeCalls.info, {}, { token: supplier.token })).body.data.unread).toBe(
      info.body.data.unread - 1,
    );
    const read = await callApi(
      t,
      noticeCalls.list,
      { filter: 'read', pageSize: 100 },
      { token: supplier.token },
    );
    expect(read.body.data.list.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([fresh.seriesId, old.seriesId]),
    );
    // Another user still has it unread.
    expect(await unreadTitles(colleague.token)).toContain('Fresh news');

    await callApi(t, noticeCalls.readAll, {}, { token: supplier.token });
    unread = await unreadTitles(supplier.token);
    expect(unread).toEqual([]);
    expect((await callApi(t, noticeCalls.info, {}, { token: supplier.token })).body.data.unread).toBe(0);
    expect(pinned.pinned).toBe(true);
  });

  it('pops an urgent notice up until it is acknowledged', async () => {
    const supplier = await signUpAndLogIn(t);
    const urgent = await publish(
      notice({ title: { en: 'Security: change your password' }, priority: 'urgent' }),
    );
    clock.advanceHours(0.01);
    let info = await callApi(t, noticeCalls.info, {}, { token: supplier.token });
    expect(info.body.data.popup).toMatchObject({
      id: urgent.seriesId,
      priority: 'urgent',
      acknowledged: false,
    });
    // Reading it is not acknowledging it.
    await callApi(t, noticeCalls.view, { id: urgent.seriesId }, { token: supplier.token });
    info = await callApi(t, noticeCalls.info, {}, { token: supplier.token });
    expect(info.body.data.popup?.id).toBe(urgent.seriesId);
    await callApi(t, noticeCalls.acknowledge, { id: urgent.seriesId }, { token: supplier.token });
    info = await callApi(t, noticeCalls.info, {}, { token: supplier.token });
    expect(info.body.data.popup).toBeNull();
  });

  it('tells connected suppliers at once when a notice is published', async () => {
    const supplier = await signUpAndLogIn(t);
    const socket = await connectSocket(await listen(t), supplier.token);
    try {
      const told = new Promise<void>((resolve) => socket.once('notice:changed', () => resolve()));
      await publish(notice({ title: { en: 'Live badge' } }));
      await told;
    } finally {
      socket.close();
    }
  });
});
