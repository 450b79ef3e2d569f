import { dashboardCalls, scheduleCalls } from '@sc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerContacts, conversations, messages } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { submitCredential } from '../../test/credentialFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { coachOf } from './dashboard.service.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

const HOUR = 3600;
const hoursAgo = (hours: number) => sql`now() - make_interval(secs => ${hours * HOUR}::float8)`;

/** Moves a conversation's messages back in time: the buyer's to `buyerAt`, ours to `replyAt` hours ago. */
async function backdate(conversationId: number, buyerAt: number, replyAt?: number) {
  await t.ctx.db
    .update(messages)
    .set({ createdAt: hoursAgo(buyerAt) })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderKind, 'buyer')));
  if (replyAt !== undefined)
    await t.ctx.db
      .update(messages)
      .set({ createdAt: hoursAgo(replyAt) })
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderKind, 'supplier')));
}

describe('the response coach’s rules', () => {
  it('counts an answer at exactly 24 h as in time, puts edges in the upper bucket, and waits out unanswered ones', () => {
    const coach = coachOf([
      { delaySeconds: 24 * HOUR, ageSeconds: 30 * HOUR },
      { delaySeconds: HOUR, ageSeconds: 2 * HOUR },
      { delaySeconds: 59 * 60, ageSeconds: 2 * HOUR },
      { delaySeconds: null, ageSeconds: 23.9 * HOUR },
      { delaySeconds: null, ageSeconds: 24.1 * HOUR },
    ]);
    expect(coach).toEqual({
      conversations: 4,
      answeredIn24h: 3,
      responseRate: 0.75,
      medianFirstResponseSeconds: HOUR,
      buckets: { under1h: 1, h1to4: 1, h4to8: 0, h8to24: 0, over24h: 2 },
    });
    expect(coachOf([]).responseRate).toBeNull();
  });
});

describe('dashboard/info', () => {
  it('answers zeros, not blanks, for a new company', async () => {
    const { token } = await signUpAndLogIn(t);
    const answer = await callApi(t, dashboardCalls.info, {}, { token });
    expect(answer.body.data).toMatchObject({
      periodDays: 30,
      figures: {
        buyersContacted: 0,
        buyersResponded: 0,
        unreadMessages: 0,
        productsLinked: 0,
        productsCreated: 0,
        quotationsSent: 0,
        quotationsViewed: 0,
      },
      coach: { conversations: 0, responseRate: null, medianFirstResponseSeconds: null },
      attention: { waiting: [], expiringQuotations: [] },
    });
    const refused = await callApi(t, dashboardCalls.info, { periodDays: 14 } as never, { token });
    expect(refused.body.code).toBe(1000);
  });

  it('counts a seeded company’s contacts, replies, products, response times and what needs attention', async () => {
    const { supplier, buyer: answering, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    // A buyer we contacted, who answered; contacted 8 days ago (in 30 days, not in 7).
    stored(await send(supplierSocket, { buyerId: answering.buyerId, content: 'Hello from Perth' }));
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Send prices' }));
    await t.ctx.db
      .update(buyerContacts)
      .set({ contactedAt: sql`now() - interval '8 days'` })
      .where(
        and(eq(buyerContacts.supplierId, supplier.supplierId), eq(buyerContacts.buyerId, answering.buyerId)),
      );

    // Buyers who wrote first: answered after 2 h; waiting 13 h; never answered for 30 h.
    const started: number[] = [];
    for (const name of ['Answered', 'Waiting', 'Ignored']) {
      const buyer = await makeBuyerAndLogIn(t, { name: `Buyer ${name}` });
      const socket = await kit.socketOf(buyer.token);
      stored(await send(socket, { supplierId: supplier.supplierId, content: `Question from ${name}` }));
      const [conversation] = await t.ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.supplierId, supplier.supplierId), eq(conversations.buyerId, buyer.buyerId)),
        );
      if (!conversation) throw new Error('no conversation');
      started.push(conversation.id);
      if (name === 'Answered')
        stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Answer' }));
    }
    const [answeredId, waitingId, ignoredId] = started as [number, number, number];
    await backdate(answeredId, 3, 1);
    await backdate(waitingId, 13);
    await backdate(ignoredId, 30);

    const month = (await callApi(t, dashboardCalls.info, { periodDays: 30 }, { token: supplier.token })).body
      .data;
    expect(month.figures).toMatchObject({ buyersContacted: 1, buyersResponded: 1, productsCreated: 3 });
    expect(month.figures.unreadMessages).toBeGreaterThanOrEqual(4);
    expect(month.coach).toEqual({
      conversations: 2,
      answeredIn24h: 1,
      responseRate: 0.5,
      medianFirstResponseSeconds: 2 * HOUR,
      buckets: { under1h: 0, h1to4: 1, h4to8: 0, h8to24: 0, over24h: 1 },
    });
    expect(month.attention.waiting.map((entry) => [entry.buyerName, entry.conversationId])).toEqual([
      ['Buyer Ignored', ignoredId],
      ['Buyer Waiting', waitingId],
    ]);
    const waiting = month.attention.waiting[1];
    if (!waiting) throw new Error('no waiting entry');
    expect(Date.parse(waiting.answerBy) - Date.parse(waiting.waitingSince)).toBe(24 * HOUR * 1000);

    const week = (await callApi(t, dashboardCalls.info, { periodDays: 7 }, { token: supplier.token })).body
      .data;
    expect(week.figures).toMatchObject({ buyersContacted: 0, buyersResponded: 0 });
  });

  it('lists quotations expiring within 7 days, not later ones nor archived ones', async () => {
    const supplier = await supplierWithProducts(t);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const ids = [supplier.honey.id];
    await createQuotation(t, supplier.token, quotationInput(ids, { name: 'Soon', expiresOn: inDays(3) }));
    await createQuotation(t, supplier.token, quotationInput(ids, { name: 'Later', expiresOn: inDays(20) }));
    const data = (await callApi(t, dashboardCalls.info, {}, { token: supplier.token })).body.data;
    expect(data.attention.expiringQuotations.map((quotation) => quotation.name)).toEqual(['Soon']);
  });
});

describe('dashboard/info for a colleague at own scope (issue 19)', () => {
  it('shows a Sales user only their own and unclaimed waiting conversations and their own expiring quotations', async () => {
    const supplier = await supplierWithProducts(t);
    const sales = await addColleagueAndLogIn(t, supplier.supplierId, 'sales');
    const content = await addColleagueAndLogIn(t, supplier.supplierId, 'content');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const ids = [supplier.honey.id];
    await createQuotation(t, supplier.token, quotationInput(ids, { name: 'Owner’s', expiresOn: inDays(3) }));
    await createQuotation(t, sales.token, quotationInput(ids, { name: 'Sales’s', expiresOn: inDays(3) }));

    const waiting: number[] = [];
    for (const name of ['Unclaimed', 'Owned by the owner']) {
      const buyer = await makeBuyerAndLogIn(t, { name: `Buyer ${name}` });
      stored(
        await send(await kit.socketOf(buyer.token), { supplierId: supplier.supplierId, content: 'Hello?' }),
      );
      const [conversation] = await t.ctx.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.supplierId, supplier.supplierId), eq(conversations.buyerId, buyer.buyerId)),
        );
      if (!conversation) throw new Error('no conversation');
      waiting.push(conversation.id);
      await backdate(conversation.id, 13);
    }
    const [unclaimedId, ownedId] = waiting as [number, number];
    await t.ctx.db
      .update(conversations)
      .set({ ownerUserId: supplier.adminId })
      .where(eq(conversations.id, ownedId));

    const dashboardOf = async (token: string) =>
      (await callApi(t, dashboardCalls.info, {}, { token })).body.data.attention;
    const owner = await dashboardOf(supplier.token);
    expect(owner.waiting.map((entry) => entry.conversationId).sort()).toEqual([unclaimedId, ownedId].sort());
    expect(owner.expiringQuotations.map((quotation) => quotation.name).sort()).toEqual([
      'Owner’s',
      'Sales’s',
    ]);

    const mine = await dashboardOf(sales.token);
    expect(mine.waiting.map((entry) => entry.conversationId)).toEqual([unclaimedId]);
    expect(mine.expiringQuotations.map((quotation) => quotation.name)).toEqual(['Sales’s']);

    const none = await dashboardOf(content.token);
    expect(none).toEqual({ waiting: [], expiringQuotations: [] });
  });
});

describe('dashboard/info in the company’s time zone', () => {
  it('counts “expiring within 7 days” from the company’s own today, not the server’s', async () => {
    // Noon UTC: in Kiritimati (UTC+14) it is already tomorrow.
    const clock = new TestClock();
    const now = clock.now();
    clock.advanceHours((36 - now.getUTCHours() - now.getUTCMinutes() / 60) % 24 || 24);
    const app = await createTestApp({}, { clock });
    try {
      const utcToday = clock.now().toISOString().slice(0, 10);
      const kiritimatiToday = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
      const dashboardOf = async (timeZone: string) => {
        const supplier = await supplierWithProducts(app);
        const hours = {
          timeZone,
          days: [1, 2, 3, 4, 5] as (1 | 2 | 3 | 4 | 5)[],
          opensAt: '09:00',
          closesAt: '17:00',
        };
        expect(
          (await callApi(app, scheduleCalls.saveHours, hours, { token: supplier.token })).body.code,
        ).toBe(0);
        for (const [name, expiresOn] of [
          ['Ends UTC today', utcToday],
          ['Ends Kiritimati today', kiritimatiToday],
        ] as const)
          await createQuotation(
            app,
            supplier.token,
            quotationInput([supplier.honey.id], { name, expiresOn }),
          );
        const data = (await callApi(app, dashboardCalls.info, {}, { token: supplier.token })).body.data;
        return data.attention.expiringQuotations.map((quotation) => quotation.name);
      };
      expect(await dashboardOf('Pacific/Kiritimati')).toEqual(['Ends Kiritimati today']);
      expect(await dashboardOf('Africa/Abidjan')).toEqual(['Ends UTC today', 'Ends Kiritimati today']);
    } finally {
      await app.close();
    }
  });
});

describe('task/supplier/list', () => {
  it('reads the tasks from the company’s data and dates them', async () => {
    const fresh = await signUpAndLogIn(t);
    const none = (await callApi(t, dashboardCalls.tasks, {}, { token: fresh.token })).body.data;
    expect(none).toMatchObject({ done: 0, total: 8 });

    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hello' }));
    const list = (await callApi(t, dashboardCalls.tasks, {}, { token: supplier.token })).body.data;
    const byKey = Object.fromEntries(list.tasks.map((task) => [task.key, task]));
    expect(byKey.completeProfile).toMatchObject({ done: true });
    expect(byKey.completeProfile?.doneAt).not.toBeNull();
    expect(byKey.displayProducts).toMatchObject({ done: true, progress: { current: 3, goal: 3 } });
    expect(byKey.addProducts).toMatchObject({ done: false, doneAt: null, progress: { current: 3, goal: 5 } });
    expect(byKey.uploadPictures).toMatchObject({ done: false, progress: { current: 1, goal: 2 } });
    expect(byKey.contactBuyer?.done).toBe(true);
    expect(byKey.replyBuyer?.done).toBe(false);
    expect(byKey.quoteProduct?.done).toBe(false);
    expect(byKey.uploadLicence?.done).toBe(false);
    // Uploading a business licence ticks its task, dated by the upload (verified or not).
    const licence = await submitCredential(t, supplier.token);
    const after = (await callApi(t, dashboardCalls.tasks, {}, { token: supplier.token })).body.data;
    expect(after.tasks.find((task) => task.key === 'uploadLicence')).toMatchObject({
      done: true,
      doneAt: licence.submittedAt,
    });
  });
});
