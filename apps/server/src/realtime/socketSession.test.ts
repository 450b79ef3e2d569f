import { randomUUID } from 'node:crypto';
import { accountCalls, type SendAck, type SessionEndReason, supportCalls } from '@sc/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, sessions, users } from '../db/schema/index.js';
import { hashSecret } from '../platform/secrets.js';
import { type ChatKit, send, startChatApp, stored } from '../test/chatFactories.js';
import { callApi } from '../test/factories.js';
import { spentContacts } from '../test/ledgerFactories.js';
import type { TestSocket } from '../test/socketClient.js';
import type { TestApp } from '../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());
afterEach(() => vi.useRealTimers());

/**
 * Moves the clock the app reads (Date only: sockets and the database keep real timers). Jumps stay
 * under the client's ping timeout (45 s), or the socket.io client itself would drop the connection.
 */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** What the socket hears when the server ends it: the reason, then the disconnect. */
function endOf(socket: TestSocket) {
  return Promise.all([
    new Promise<SessionEndReason>((resolve) => socket.once('session:ended', ({ reason }) => resolve(reason))),
    new Promise<string>((resolve) => socket.once('disconnect', resolve)),
  ]);
}

/** Brings the sessions' end near (a second from now), as if they had run almost all their time. */
const expireSoon = (...tokens: string[]) =>
  t.ctx.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 1000) })
    .where(inArray(sessions.tokenHash, tokens.map(hashSecret)));

const usedQuota = (supplierId: number) => spentContacts(t, supplierId);

const messagesTo = async (conversationOwner: { buyerId: number }) =>
  t.ctx.db
    .select()
    .from(messages)
    .where(eq(messages.senderKind, 'supplier'))
    .then((rows) => rows.filter((row) => row.content.includes(`#${conversationOwner.buyerId}`)));

describe('every socket action runs as a session that is still valid', () => {
  it('refuses the next action of an expired session, ends the socket, stores nothing and spends no quota', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const supplierEnd = endOf(supplierSocket);
    const buyerEnd = endOf(buyerSocket);
    await expireSoon(supplier.token, buyer.token);
    advanceClock(Math.max(1001, t.ctx.config.sessionCacheMs + 1));
    const refused = await send(supplierSocket, { buyerId: buyer.buyerId, content: `Late #${buyer.buyerId}` });
    expect(refused).toMatchObject({ ok: false, code: 40100 });
    expect(await supplierEnd).toEqual(['expired', 'io server disconnect']);
    // The buyers' app socket alike.
    const buyerRefused = await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Late too' });
    expect(buyerRefused).toMatchObject({ ok: false, code: 40100 });
    expect(await buyerEnd).toEqual(['expired', 'io server disconnect']);
    expect(await messagesTo(buyer)).toEqual([]);
    const buyerRows = await t.ctx.db.select().from(messages).where(eq(messages.content, 'Late too'));
    expect(buyerRows).toEqual([]);
    expect(await usedQuota(supplier.supplierId)).toBe(0);
    // HTTP says the same about that token.
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: supplier.token })).status).toBe(401);
  });

  it('refuses the next action of a disabled user once the session cache lapses, as HTTP does', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `Hello #${buyer.buyerId}` }));
    await t.ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, supplier.session.adminId));
    const ended = endOf(supplierSocket);
    advanceClock(t.ctx.config.sessionCacheMs + 1);
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: supplier.token })).status).toBe(401);
    const refused = await send(supplierSocket, {
      buyerId: buyer.buyerId,
      content: `Again #${buyer.buyerId}`,
    });
    expect(refused).toMatchObject({ ok: false, code: 40100 });
    expect(await ended).toEqual(['expired', 'io server disconnect']);
    expect((await messagesTo(buyer)).map((row) => row.content)).toEqual([`Hello #${buyer.buyerId}`]);
    expect(await usedQuota(supplier.supplierId)).toBe(1);
  });

  it('keeps a valid session working, action after action, as time passes', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `One #${buyer.buyerId}` }));
    advanceClock(20_000);
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `Two #${buyer.buyerId}` }));
    vi.setSystemTime(Date.now() + 20_000);
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Answer' }));
    expect(await supplierSocket.emitWithAck('ping')).toHaveProperty('serverTime');
    expect(supplierSocket.connected && buyerSocket.connected).toBe(true);
  });
});

describe('per-user message rate limit', () => {
  it('refuses the 21st chat message in 10 seconds with a translated reason, then allows it after the window', async () => {
    const { buyer, supplierSocket } = await kit.supplierAndBuyer();
    advanceClock(0);
    const acks: SendAck[] = [];
    for (let n = 1; n <= 20; n++)
      acks.push(await send(supplierSocket, { buyerId: buyer.buyerId, content: `m${n} #${buyer.buyerId}` }));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    const refused = await send(supplierSocket, { buyerId: buyer.buyerId, content: `m21 #${buyer.buyerId}` });
    expect(refused).toMatchObject({ ok: false, code: 3101 });
    expect(!refused.ok && refused.msg).toMatch(/too quickly.*\d+ seconds/);
    expect((await messagesTo(buyer)).length).toBe(20);
    vi.setSystemTime(Date.now() + 10_001);
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `m21 #${buyer.buyerId}` }));
    expect(supplierSocket.connected).toBe(true);
  });

  it('limits support messages over HTTP the same way, in the caller’s language', async () => {
    const { supplier } = await kit.supplierAndBuyer();
    advanceClock(0);
    for (let n = 1; n <= 20; n++) {
      const sent = await callApi(
        t,
        supportCalls.send,
        { clientId: randomUUID(), content: `Help ${n}` },
        { token: supplier.token },
      );
      expect(sent.body.code).toBe(0);
    }
    const refused = await callApi(
      t,
      supportCalls.send,
      { clientId: randomUUID(), content: 'Help 21' },
      { token: supplier.token, lang: 'ja' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(3101);
    expect(refused.body.msg).toContain('秒');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + 10_001);
    const later = await callApi(
      t,
      supportCalls.send,
      { clientId: randomUUID(), content: 'Help 21' },
      { token: supplier.token },
    );
    expect(later.body.code).toBe(0);
  });
});
