import { randomUUID } from 'node:crypto';
import { buyerAppCalls, type ChatMessage, chatCalls, type SendAck, serviceCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { type ChatKit, nextMessage, quotaOf, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi } from '../../test/factories.js';
import { setContacts } from '../../test/ledgerFactories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

describe('sending between a supplier and a buyer', () => {
  it('delivers the supplier’s first message live, spends one contact, and no more for the next', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const arriving = nextMessage(buyerSocket, buyer.code);
    const notice = nextMessage(supplierSocket, supplier.session.adminCode);
    const first = stored(
      await send(supplierSocket, { buyerId: buyer.buyerId, content: '  Hello from Lima  ' }),
    );
    expect(first).toMatchObject({
      type: 1,
      content: 'Hello from Lima',
      senderKind: 'supplier',
      createCode: supplier.session.adminCode,
      viewedAt: null,
    });
    expect((await arriving).id).toBe(first.id);
    // The spend is noted for my company as a type-9999 notice from myself (SPEC 7's unread rule).
    expect(await notice).toMatchObject({
      type: 9999,
      senderKind: 'system',
      createCode: supplier.session.adminCode,
      content: 'notice.contactCharged',
    });
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Second' }));
    const mine = await callApi(
      t,
      chatCalls.history,
      { conversationId: first.conversationId },
      { token: supplier.token },
    );
    expect(mine.body.data.list.map((m) => m.type)).toEqual([1, 1, 9999]);
    const theirs = await callApi(
      t,
      buyerAppCalls.history,
      { conversationId: first.conversationId },
      { token: buyer.token },
    );
    expect(theirs.body.data.list.map((m) => m.content)).toEqual(['Second', 'Hello from Lima']);
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });
    const ledger = await callApi(t, serviceCalls.quotaLedger, {}, { token: supplier.token });
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'contact', buyerId: buyer.buyerId });
  });

  it('refuses the messages that would spend a contact until the supplier confirmed their email', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer({ verified: false });
    const first = await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hello' });
    expect(first).toMatchObject({ ok: false, code: 3002 });
    expect(first.ok ? '' : first.msg).toMatch(/^Confirm your email address first/);

    // A reply to a conversation the buyer started costs a contact too.
    const other = await kit.supplierAndBuyer({ verified: false });
    stored(await send(other.buyerSocket, { supplierId: other.supplier.supplierId, content: 'Hi' }));
    const reply = await send(other.supplierSocket, { buyerId: other.buyer.buyerId, content: 'Hello' });
    expect(reply).toMatchObject({ ok: false, code: 3002 });

    for (const token of [supplier.token, other.supplier.token]) {
      expect(await quotaOf(t, token)).toMatchObject({ used: 0 });
    }
    const sent = await t.ctx.db.select().from(messages).where(eq(messages.senderUserId, supplier.adminId));
    expect(sent).toEqual([]);
  });

  it('never stores a retried message twice, even when the retries race', async () => {
    const { buyer, supplierSocket } = await kit.supplierAndBuyer();
    const clientId = randomUUID();
    const payload = { buyerId: buyer.buyerId, content: 'Once only', clientId };
    const acks = await Promise.all([send(supplierSocket, payload), send(supplierSocket, payload)]);
    const again = await send(supplierSocket, payload);
    const ids = [...acks, again].map((a) => stored(a).id);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.ctx.db.select().from(messages).where(eq(messages.clientId, clientId));
    expect(rows).toHaveLength(1);
  });

  it('in a settled conversation, stores racing retries once and keeps the newest message as the last one', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Opening' }));
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Hi' }));
    const clientId = randomUUID();
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(supplierSocket, { buyerId: buyer.buyerId, content: 'Racing retry', clientId }),
      ),
    );
    expect(new Set(retries.map((a) => stored(a).id)).size).toBe(1);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2
          ? send(supplierSocket, { buyerId: buyer.buyerId, content: `s${n}` })
          : send(buyerSocket, { supplierId: supplier.supplierId, content: `b${n}` }),
      ),
    );
    const newest = Math.max(...burst.map((a) => stored(a).id));
    const list = await callApi(
      t,
      chatCalls.list,
      { tab: 'all', unreadOnly: false, buyerId: buyer.buyerId },
      { token: supplier.token },
    );
    expect(list.body.data.list[0]?.lastMessage?.id).toBe(newest);
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });
  });

  it('stores messages sent at the same moment in several conversations once each, in the order each side sent them, text intact', async () => {
    const talks = await Promise.all([kit.supplierAndBuyer(), kit.supplierAndBuyer(), kit.supplierAndBuyer()]);
    for (const { supplier, buyer, supplierSocket, buyerSocket } of talks) {
      stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Opening' }));
      stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Hi' }));
    }
    // Texts that an array parameter could mangle if it were not escaped.
    const odd = ['say "hi"', 'back\\slash', '{1,2}', 'NULL', 'two\nlines', '价格 ¥12,5 🙂', "it's"];
    const heard = talks.map(({ supplier, buyer, supplierSocket, buyerSocket }) => {
      const bySupplier: string[] = [];
      const byBuyer: string[] = [];
      buyerSocket.on(`message${buyer.code}`, (m: ChatMessage) => {
        if (m.senderKind === 'supplier' && m.content !== 'Opening') bySupplier.push(m.content);
      });
      supplierSocket.on(`message${supplier.session.adminCode}`, (m: ChatMessage) => {
        if (m.senderKind === 'buyer' && m.content !== 'Hi') byBuyer.push(m.content);
      });
      return { bySupplier, byBuyer };
    });
    const texts = (side: string) => odd.map((text, n) => `${side}${n}: ${text}`);
    const acks = await Promise.all(
      talks.flatMap(({ supplier, buyer, supplierSocket, buyerSocket }) => [
        ...texts('s').map((content) => send(supplierSocket, { buyerId: buyer.buyerId, content })),
        ...texts('b').map((content) => send(buyerSocket, { supplierId: supplier.supplierId, content })),
      ]),
    );
    expect(new Set(acks.map((a) => stored(a).id)).size).toBe(talks.length * odd.length * 2);
    for (const [n, { supplier, buyer }] of talks.entries()) {
      const history = await callApi(
        t,
        buyerAppCalls.history,
        { conversationId: stored(acks[n * odd.length * 2] as SendAck).conversationId, pageSize: 50 },
        { token: buyer.token },
      );
      const oldestFirst = history.body.data.list.map((m) => m.content).reverse();
      expect(oldestFirst.filter((c) => c.startsWith('s'))).toEqual(texts('s'));
      expect(oldestFirst.filter((c) => c.startsWith('b'))).toEqual(texts('b'));
      await expect.poll(() => heard[n]?.bySupplier).toEqual(texts('s'));
      await expect.poll(() => heard[n]?.byBuyer).toEqual(texts('b'));
      const list = await callApi(
        t,
        chatCalls.list,
        { tab: 'all', unreadOnly: false, buyerId: buyer.buyerId },
        { token: supplier.token },
      );
      expect(list.body.data.list[0]?.lastMessage?.id).toBe(history.body.data.list[0]?.id);
    }
  });

  it('lets a buyer start a conversation; the supplier’s first reply spends one contact, later ones nothing', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const arriving = nextMessage(supplierSocket, supplier.session.adminCode);
    const question = stored(
      await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Price for 2 pallets?' }),
    );
    expect(question.senderKind).toBe('buyer');
    expect((await arriving).content).toBe('Price for 2 pallets?');
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 0 });
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'USD 4.20 per unit' }));
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'FOB Auckland' }));
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });
    const ledger = await callApi(t, serviceCalls.quotaLedger, {}, { token: supplier.token });
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'reply', buyerId: buyer.buyerId });
  });

  it('refuses an empty message and a message over the quota, storing nothing', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const ghost = await send(supplierSocket, { buyerId: 987_654, content: 'Anyone there?' });
    expect(ghost.code).toBe(2000);
    const { buyerSocket } = await kit.supplierAndBuyer();
    const noSupplier = await send(buyerSocket, { supplierId: 987_654, content: 'Hello?' });
    expect(noSupplier).toMatchObject({ code: 1000, fields: { supplierId: 'This value is not valid' } });
    const empty = await send(supplierSocket, { buyerId: buyer.buyerId, content: '   ' });
    expect(empty).toMatchObject({ code: 1000, fields: { content: 'Write a message first' } });
    await setContacts(t, supplier.supplierId, 0);
    const refused = await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hello?' });
    expect(refused.code).toBe(3001);
    const list = await callApi(t, chatCalls.list, {}, { token: supplier.token });
    expect(list.body.data.total).toBe(0);
  });
});
