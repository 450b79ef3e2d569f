import { consoleContentCalls, dashboardCalls, faqCalls, noticeCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seedDemoContent.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.ctx.db);
});
afterAll(() => t.close());

describe('FAQ', () => {
  it('lists the seeded articles by category in the reader’s language, and finds them by words', async () => {
    const { token } = await signUpAndLogIn(t);
    const all = await callApi(t, faqCalls.list, {}, { token, lang: 'ja' });
    expect(all.body.data.articles.length).toBeGreaterThanOrEqual(20);
    expect(all.body.data.articles.every((article) => article.lang === 'ja')).toBe(true);
    expect(all.body.data.categories.map((entry) => entry.category)).toContain('payment');

    const showroom = await callApi(t, faqCalls.list, { category: 'showroom' }, { token });
    expect(showroom.body.data.articles.length).toBeGreaterThanOrEqual(2);
    expect(showroom.body.data.articles.every((article) => article.category === 'showroom')).toBe(true);

    const found = await callApi(t, faqCalls.list, { keyword: 'EAN' }, { token });
    expect(found.body.data.articles.length).toBeGreaterThan(0);
    expect(found.body.data.articles[0]?.excerpt.toLowerCase()).toContain('ean');
    const nothing = await callApi(t, faqCalls.list, { keyword: 'zzqx nothing' }, { token });
    expect(nothing.body.data.articles).toEqual([]);
  });

  it('opens an article in the chosen language, keeps my “Was this helpful?” answer, and the console counts it', async () => {
    const { token } = await signUpAndLogIn(t);
    const [first] = (await callApi(t, faqCalls.list, {}, { token })).body.data.articles;
    if (!first) throw new Error('no FAQ');
    const zh = await callApi(t, faqCalls.detail, { id: first.id }, { token, lang: 'zh-CN' });
    expect(zh.body.data).toMatchObject({ id: first.id, lang: 'zh', myVote: null });
    expect(zh.body.data.title).not.toBe(first.title);
    await callApi(t, faqCalls.vote, { id: first.id, helpful: false }, { token });
    await callApi(t, faqCalls.vote, { id: first.id, helpful: true }, { token });
    expect((await callApi(t, faqCalls.detail, { id: first.id }, { token })).body.data.myVote).toBe(true);
    const editor = await makeStaffAndLogIn(t, { roleCode: 'content_editor' });
    const detail = await callApi(
      t,
      consoleContentCalls.detail,
      { seriesId: first.id },
      { token: editor.token },
    );
    expect(detail.body.data.item.helpful).toEqual({ yes: 1, no: 0 });
    const missing = await callApi(t, faqCalls.vote, { id: 999_999, helpful: true }, { token });
    expect(missing.body.code).toBe(2000);
  });
});

describe('What’s New and the guide', () => {
  it('marks entries new until opened, per user', async () => {
    const one = await signUpAndLogIn(t);
    const two = await signUpAndLogIn(t);
    const before = await callApi(t, noticeCalls.whatsNew, {}, { token: one.token });
    expect(before.body.data.entries.length).toBeGreaterThanOrEqual(5);
    expect(before.body.data.unseen).toBe(before.body.data.entries.length);
    await callApi(t, noticeCalls.whatsNewSeen, {}, { token: one.token });
    expect((await callApi(t, noticeCalls.whatsNew, {}, { token: one.token })).body.data.unseen).toBe(0);
    expect(
      (await callApi(t, noticeCalls.whatsNew, {}, { token: two.token })).body.data.unseen,
    ).toBeGreaterThan(0);
  });

  it('stores a finished tour and the dismissed checklist on the server, for every device of the user', async () => {
    const { token } = await signUpAndLogIn(t);
    const fresh = await callApi(t, dashboardCalls.guide, {}, { token });
    expect(fresh.body.data).toEqual({
      checklistDismissed: false,
      tours: { buyers: null, chat: null, quotation: null },
    });
    await callApi(
      t,
      dashboardCalls.updateGuide,
      { tour: { page: 'buyers', outcome: 'finished' } },
      { token },
    );
    await callApi(t, dashboardCalls.updateGuide, { tour: { page: 'chat', outcome: 'dismissed' } }, { token });
    await callApi(t, dashboardCalls.updateGuide, { checklistDismissed: true }, { token });
    expect((await callApi(t, dashboardCalls.guide, {}, { token })).body.data).toEqual({
      checklistDismissed: true,
      tours: { buyers: 'finished', chat: 'dismissed', quotation: null },
    });
    const bad = await callApi(
      t,
      dashboardCalls.updateGuide,
      { tour: { page: 'admin', outcome: 'finished' } } as never,
      {
        token,
      },
    );
    expect(bad.body.code).toBe(1000);
  });
});
