import { buyerAppCalls, type SaveTradeFair, SCHEDULE_LIMITS, scheduleCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { replyBandOf } from './replyBand.js';

/** Wednesday 10 June 2026, 01:30 UTC: 11:30 in Sydney, 21:30 (Tuesday) in Santiago. */
let now = new Date('2026-06-10T01:30:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const fair = (overrides: Partial<SaveTradeFair> = {}): SaveTradeFair => ({
  name: 'SIAL Shanghai',
  city: 'Shanghai',
  country: 'CN',
  startsOn: '2026-06-24',
  endsOn: '2026-06-26',
  booth: 'W5-B12',
  website: 'https://www.sialchina.com',
  ...overrides,
});

describe('trade fairs', () => {
  it('validates with the spec’s texts, lists coming fairs first and past ones after, and edits and deletes', async () => {
    const a = await signUpAndLogIn(t, { country: 'AU' });
    const invalid = await callApi(
      t,
      scheduleCalls.saveFair,
      fair({ name: '', startsOn: '2026-06-26', endsOn: '2026-06-24', website: 'ftp://x.example' }),
      { token: a.token, lang: 'en' },
    );
    expect(fieldsOf(invalid)).toEqual({
      name: 'Please enter the name of the fair',
      endsOn: 'The last day cannot be before the first day',
      website: 'Enter a web address starting with http:// or https://',
    });
    const badDate = await callApi(t, scheduleCalls.saveFair, fair({ startsOn: '2026-02-30' }), {
      token: a.token,
      lang: 'zh',
    });
    expect(fieldsOf(badDate)).toMatchObject({ startsOn: '请输入展会开始日期' });

    await callApi(t, scheduleCalls.saveFair, fair(), { token: a.token });
    await callApi(
      t,
      scheduleCalls.saveFair,
      fair({
        name: 'Foodex Japan',
        city: 'Chiba',
        country: 'JP',
        startsOn: '2026-03-10',
        endsOn: '2026-03-13',
      }),
      { token: a.token },
    );
    const list = await callApi(
      t,
      scheduleCalls.saveFair,
      fair({ name: 'CIIE', startsOn: '2026-06-09', endsOn: '2026-06-12', booth: '', website: '' }),
      { token: a.token },
    );
    // CIIE is on now (it counts as coming), SIAL is ahead, Foodex is over.
    expect(list.body.data.map((f) => [f.name, f.isPast])).toEqual([
      ['CIIE', false],
      ['SIAL Shanghai', false],
      ['Foodex Japan', true],
    ]);
    expect(list.body.data[0]).toMatchObject({ booth: null, website: null });

    const sial = list.body.data[1]?.id as number;
    const edited = await callApi(t, scheduleCalls.saveFair, fair({ id: sial, booth: 'N2-A01' }), {
      token: a.token,
    });
    expect(edited.body.data.find((f) => f.id === sial)?.booth).toBe('N2-A01');
    const deleted = await callApi(t, scheduleCalls.deleteFair, { id: sial }, { token: a.token });
    expect(deleted.body.data.map((f) => f.name)).toEqual(['CIIE', 'Foodex Japan']);

    // Another company can neither change nor delete them.
    const b = await signUpAndLogIn(t);
    const foodex = deleted.body.data[1]?.id as number;
    expect(
      (await callApi(t, scheduleCalls.saveFair, fair({ id: foodex }), { token: b.token })).body.code,
    ).toBe(2000);
    expect((await callApi(t, scheduleCalls.deleteFair, { id: foodex }, { token: b.token })).body.code).toBe(
      2000,
    );
    expect((await callApi(t, scheduleCalls.fairs, {}, { token: b.token })).body.data).toEqual([]);
    expect((await callApi(t, scheduleCalls.fairs, {}, { token: a.token })).body.data).toHaveLength(2);
  });

  it('keeps at most 20 fairs', async () => {
    const a = await signUpAndLogIn(t);
    for (let i = 0; i < SCHEDULE_LIMITS.maxFairs; i += 1)
      await callApi(t, scheduleCalls.saveFair, fair({ name: `Fair ${i}` }), { token: a.token });
    const more = await callApi(t, scheduleCalls.saveFair, fair({ name: 'One more' }), {
      token: a.token,
      lang: 'en',
    });
    expect(more.body.code).toBe(3407);
    expect(more.body.msg).toBe('You can list at most 20 trade fairs. Delete a past one first.');
  });
});

describe('business hours', () => {
  it('starts from the country’s defaults, refuses bad hours with the reason, and saves', async () => {
    const a = await signUpAndLogIn(t, { country: 'CL' });
    const start = await callApi(t, scheduleCalls.hours, {}, { token: a.token });
    expect(start.body.data).toEqual({
      hours: { timeZone: 'America/Santiago', days: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '18:00' },
      isDefault: true,
    });
    const bad = await callApi(
      t,
      scheduleCalls.saveHours,
      { timeZone: 'Mars/Olympus', days: [], opensAt: '18:00', closesAt: '09:00' },
      { token: a.token, lang: 'en' },
    );
    expect(fieldsOf(bad)).toEqual({
      timeZone: 'Choose a time zone from the list',
      days: 'Choose at least one working day',
      closesAt: 'Closing time must be after opening time',
    });
    const saved = await callApi(
      t,
      scheduleCalls.saveHours,
      { timeZone: 'America/Santiago', days: [6, 1, 2], opensAt: '08:30', closesAt: '17:00' },
      { token: a.token },
    );
    expect(saved.body.data).toEqual({
      hours: { timeZone: 'America/Santiago', days: [1, 2, 6], opensAt: '08:30', closesAt: '17:00' },
      isDefault: false,
    });
  });
});

describe('what buyers see', () => {
  it('shows local time, open now, the usual reply time from real replies, and coming fairs only', async () => {
    now = new Date('2026-06-10T01:30:00Z');
    const supplier = await signUpAndLogIn(t, { country: 'AU' }, { showroom: 'open' });
    const buyer = await makeBuyerAndLogIn(t);
    await callApi(t, scheduleCalls.saveFair, fair(), { token: supplier.token });
    await callApi(
      t,
      scheduleCalls.saveFair,
      fair({ name: 'Past fair', startsOn: '2026-01-05', endsOn: '2026-01-07' }),
      {
        token: supplier.token,
      },
    );

    // Four buyer turns answered after 20, 40, 90 and 300 minutes: the median is 65 minutes.
    const [conversation] = await t.ctx.db
      .insert(conversations)
      .values({ supplierId: supplier.supplierId, buyerId: buyer.buyerId, startedBy: 'buyer' })
      .returning({ id: conversations.id });
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const message = (senderKind: 'buyer' | 'supplier', minutesAgo: number) => ({
      conversationId: conversation?.id ?? 0,
      senderKind,
      createCode: senderKind,
      senderName: senderKind,
      type: 1,
      content: 'Hello',
      createdAt: at(minutesAgo),
    });
    await t.ctx.db.insert(messages).values([
      message('buyer', 5000),
      message('buyer', 4995), // the same turn: not measured again
      message('supplier', 4980),
      message('buyer', 4000),
      message('supplier', 3960),
      message('buyer', 3000),
      message('supplier', 2910),
      message('buyer', 2000),
      message('supplier', 1700),
      message('buyer', 10), // not answered yet, and not a day old: left out
    ]);

    const page = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      {
        token: buyer.token,
      },
    );
    expect(page.body.data.schedule).toMatchObject({
      timeZone: 'Australia/Sydney',
      localTime: '11:30',
      openNow: true,
      replyBand: 'hours',
    });
    expect(page.body.data.schedule?.fairs.map((f) => f.name)).toEqual(['SIAL Shanghai']);

    // A day later the last message is still unanswered: it counts as a slow reply (the median moves up).
    now = new Date('2026-06-11T09:00:00Z');
    const waited = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      {
        token: buyer.token,
      },
    );
    expect(waited.body.data.schedule?.replyBand).toBe('hours');

    // Saturday evening in Sydney: closed.
    now = new Date('2026-06-13T09:00:00Z');
    const later = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      {
        token: buyer.token,
      },
    );
    expect(later.body.data.schedule).toMatchObject({ localTime: '19:00', openNow: false });
    now = new Date('2026-06-10T01:30:00Z');
  });

  it('bands the median first reply and says nothing with too few replies', () => {
    const minutes = (...values: number[]) => values.map((v) => v * 60);
    expect(replyBandOf(minutes(5, 10))).toBeNull();
    expect(replyBandOf(minutes(5, 10, 50))).toBe('hour');
    expect(replyBandOf(minutes(30, 120, 300))).toBe('hours');
    expect(replyBandOf(minutes(400, 900, 1200))).toBe('day');
    expect(replyBandOf(minutes(2000, 3000, 60))).toBe('days');
  });
});
