import {
  buyerAppCalls,
  type ChatMessage,
  chatCalls,
  MESSAGE_TYPE,
  quotationCalls,
  serviceCalls,
  translationCalls,
} from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, serviceLedger, supplierProducts, users } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, nextMessage, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import type { TestSocket } from '../../test/socketClient.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

const NOT_FOUND = 2000;

/** A company (showroom open) with two Sales users, a Manager and a Content user, each with a socket. */
async function team() {
  const owner = await signUpAndLogIn(t, {}, { showroom: 'open' });
  const member = async (role: string, realName: string) => {
    const user = await addColleagueAndLogIn(t, owner.supplierId, role, { realName });
    return { ...user, socket: await kit.socketOf(user.token) };
  };
  return {
    owner,
    salesA: await member('sales', 'Alice Sales'),
    salesB: await member('sales', 'Bob Sales'),
    manager: await member('manager', 'Mia Manager'),
    content: await addColleagueAndLogIn(t, owner.supplierId, 'content', { realName: 'Carl Content' }),
  };
}

async function buyerWithSocket(name = 'Chen Jing') {
  const buyer = await makeBuyerAndLogIn(t, { name, companyName: `${name} Trading Co.` });
  return { ...buyer, socket: await kit.socketOf(buyer.token) };
}

/**
 * Every event a socket receives from now on. `settle()` resolves once the server has answered a
 * ping sent after the events of interest were emitted: anything emitted to this socket before then
 * has arrived (one connection keeps its order).
 */
function recordEvents(socket: TestSocket) {
  const events: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => events.push({ name, payload }));
  return {
    events,
    settle: () => socket.emitWithAck('ping'),
  };
}

/** The `message<code>` event carrying this text (earlier deliveries may still be on their way). */
function messageWith(socket: TestSocket, code: string, content: string): Promise<ChatMessage> {
  return new Promise((resolve) => {
    const event = `message${code}` as const;
    const listener = (message: ChatMessage) => {
      if (message.content !== content) return;
      socket.off(event, listener);
      resolve(message);
    };
    socket.on(event, listener);
  });
}

const ownerOfConversation = async (conversationId: number) =>
  (
    await t.ctx.db
      .select({ owner: conversations.ownerUserId })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
  )[0]?.owner;

describe('chat scope: own and company', () => {
  it("keeps Sales A out of Sales B's conversation through every call and the socket; a Manager sees it", async () => {
    const { owner, salesA, salesB, manager } = await team();
    const buyer = await buyerWithSocket();
    const first = stored(
      await send(salesB.socket, { buyerId: buyer.buyerId, content: 'Private offer for walnut kernels' }),
    );
    const id = first.conversationId;
    expect(await ownerOfConversation(id)).toBe(salesB.userId);

    // The buyer answers: B and the Manager hear it, A does not.
    const seenByA = recordEvents(salesA.socket);
    const toB = messageWith(salesB.socket, salesB.adminCode, 'Send walnut prices');
    const toManager = messageWith(manager.socket, manager.adminCode, 'Send walnut prices');
    const reply = stored(
      await send(buyer.socket, { supplierId: owner.supplierId, content: 'Send walnut prices' }),
    );
    expect((await toB).id).toBe(reply.id);
    expect((await toManager).id).toBe(reply.id);
    await seenByA.settle();
    expect(seenByA.events).toEqual([]);

    const asA = { token: salesA.token };
    const refused = {
      history: await callApi(t, chatCalls.history, { conversationId: id }, asA),
      markViewed: await callApi(t, chatCalls.markViewed, { conversationId: id, upToId: reply.id }, asA),
      star: await callApi(t, chatCalls.star, { conversationId: id, starred: true }, asA),
      handoff: await callApi(t, chatCalls.handoff, { conversationId: id, toUserId: salesA.userId }, asA),
      translate: await callApi(t, translationCalls.inquiry, { messageId: reply.id, target: 'en' }, asA),
    };
    for (const [name, result] of Object.entries(refused)) expect(result.body.code, name).toBe(NOT_FOUND);
    const listA = await callApi(t, chatCalls.list, {}, asA);
    expect(listA.body.data.list.map((c) => c.id)).not.toContain(id);
    expect((await callApi(t, chatCalls.list, { buyerId: buyer.buyerId }, asA)).body.data.total).toBe(0);
    expect((await callApi(t, chatCalls.listCount, {}, asA)).body.data).toEqual({
      all: 0,
      starred: 0,
      unread: 0,
    });
    expect((await callApi(t, chatCalls.unreadCount, {}, asA)).body.data.count).toBe(0);
    expect((await callApi(t, chatCalls.search, { keyword: 'walnut' }, asA)).body.data.total).toBe(0);
    // Nor by writing to the buyer: the conversation is B's (the socket says "not found" too).
    expect(await send(salesA.socket, { buyerId: buyer.buyerId, content: 'Hello' })).toMatchObject({
      ok: false,
      code: NOT_FOUND,
    });
    // Nothing changed for B by A's attempts.
    const asB = { token: salesB.token };
    const listB = await callApi(t, chatCalls.list, {}, asB);
    expect(listB.body.data.list).toEqual([
      expect.objectContaining({ id, starred: false, unread: 1, canHandOver: true }),
    ]);
    expect((await callApi(t, chatCalls.unreadCount, {}, asB)).body.data.count).toBe(1);
    expect((await callApi(t, chatCalls.search, { keyword: 'walnut' }, asB)).body.data.total).toBe(2);

    // The Manager sees the company's conversations, with who handles each.
    const asManager = { token: manager.token };
    const listM = await callApi(t, chatCalls.list, {}, asManager);
    expect(listM.body.data.list).toEqual([
      expect.objectContaining({ id, owner: { id: salesB.userId, name: 'Bob Sales' }, canHandOver: true }),
    ]);
    expect(
      (await callApi(t, chatCalls.history, { conversationId: id }, asManager)).body.data.list,
    ).toHaveLength(3);
    expect((await callApi(t, chatCalls.search, { keyword: 'walnut' }, asManager)).body.data.total).toBe(2);
    // A Manager's reply is delivered, and does not take the conversation from B.
    stored(await send(manager.socket, { buyerId: buyer.buyerId, content: 'Prices follow' }));
    expect(await ownerOfConversation(id)).toBe(salesB.userId);
  });

  it('shows an unowned conversation to every chat user until the first answer claims it, one of two racing answers', async () => {
    const { owner, salesA, salesB, manager, content } = await team();
    const buyer = await buyerWithSocket('Wang Lei');
    const toA = nextMessage(salesA.socket, salesA.adminCode);
    const toB = nextMessage(salesB.socket, salesB.adminCode);
    const first = stored(
      await send(buyer.socket, { supplierId: owner.supplierId, content: 'Do you ship to Ningbo?' }),
    );
    const id = first.conversationId;
    expect((await toA).id).toBe(first.id);
    expect((await toB).id).toBe(first.id);
    expect(await ownerOfConversation(id)).toBeNull();
    for (const user of [salesA, salesB]) {
      const list = await callApi(t, chatCalls.list, {}, { token: user.token });
      // Nobody handles it yet: a Sales user may answer it but not hand it over.
      expect(list.body.data.list).toEqual([expect.objectContaining({ id, owner: null, canHandOver: false })]);
      expect(
        (await callApi(t, chatCalls.history, { conversationId: id }, { token: user.token })).body.code,
      ).toBe(0);
    }
    // A user without chat hears nothing and may not call the chat at all.
    expect((await callApi(t, chatCalls.list, {}, { token: content.token })).status).toBe(403);

    const [fromA, fromB] = await Promise.all([
      send(salesA.socket, { buyerId: buyer.buyerId, content: 'Yes, weekly' }),
      send(salesB.socket, { buyerId: buyer.buyerId, content: 'Yes, from Sydney' }),
    ]);
    const winners = [fromA, fromB].filter((ack) => ack.ok);
    expect(winners).toHaveLength(1);
    const [winner, loser] = fromA.ok ? [salesA, salesB] : [salesB, salesA];
    expect([fromA, fromB].find((ack) => !ack.ok)).toMatchObject({ code: NOT_FOUND });
    expect(await ownerOfConversation(id)).toBe(winner.userId);
    // The reply spent one contact, once.
    expect((await callApi(t, serviceCalls.quota, {}, { token: owner.token })).body.data).toMatchObject({
      used: 1,
    });
    // From now on the loser no longer reaches it; the winner and the Manager do.
    expect(
      (await callApi(t, chatCalls.history, { conversationId: id }, { token: loser.token })).body.code,
    ).toBe(NOT_FOUND);
    expect((await callApi(t, chatCalls.list, {}, { token: loser.token })).body.data.total).toBe(0);
    const seenByLoser = recordEvents(loser.socket);
    const toManager = messageWith(manager.socket, manager.adminCode, 'Great');
    const again = stored(await send(buyer.socket, { supplierId: owner.supplierId, content: 'Great' }));
    expect((await toManager).id).toBe(again.id);
    await seenByLoser.settle();
    expect(seenByLoser.events).toEqual([]);
  });

  it('hands a conversation to a colleague: the old Sales owner loses it, the new one gains it and is told', async () => {
    const { owner, salesA, salesB, manager, content } = await team();
    const buyer = await buyerWithSocket('Li Na');
    const first = stored(await send(salesB.socket, { buyerId: buyer.buyerId, content: 'Hello from Bob' }));
    const id = first.conversationId;

    // Who can take chats: the company's active users with chat, not the Content user.
    const colleagues = await callApi(t, chatCalls.handoffColleagues, {}, { token: salesB.token });
    expect(colleagues.body.data.map((c) => c.name).sort()).toEqual([
      'Alice Sales',
      'Ana Lima',
      'Bob Sales',
      'Mia Manager',
    ]);
    expect(colleagues.body.data.find((c) => c.id === salesB.userId)).toMatchObject({
      isMe: true,
      scope: 'own',
    });
    expect(colleagues.body.data.find((c) => c.id === manager.userId)).toMatchObject({ scope: 'company' });

    const refusedTarget = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: id, toUserId: content.userId },
      { token: salesB.token },
    );
    expect(refusedTarget.body.code).toBe(4101);
    const toSelf = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: id, toUserId: salesB.userId },
      { token: salesB.token },
    );
    expect(toSelf.body.code).toBe(4102);

    const told = new Promise<{ conversationId: number; fromName: string }>((resolve) =>
      salesA.socket.once('chat:handedOver', resolve),
    );
    const noticeToA = messageWith(salesA.socket, salesA.adminCode, 'notice.handedOver');
    const handed = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: id, toUserId: salesA.userId },
      { token: salesB.token, ip: '10.9.8.7' },
    );
    expect(handed.body).toMatchObject({
      code: 0,
      data: { conversationId: id, owner: { id: salesA.userId, name: 'Alice Sales' } },
    });
    expect(await told).toEqual({ conversationId: id, fromName: 'Bob Sales' });
    // A notice in the conversation says who handed it to whom, live to the new owner; the buyer
    // never sees it, and the buyer's list neither shows it nor moves for it.
    expect(await noticeToA).toMatchObject({
      type: MESSAGE_TYPE.system,
      senderKind: 'system',
      noticeParams: { by: 'Bob Sales', to: 'Alice Sales' },
    });
    const historyOfA = (await callApi(t, chatCalls.history, { conversationId: id }, { token: salesA.token }))
      .body.data.list;
    expect(historyOfA.map((m) => m.content)).toEqual([
      'notice.handedOver',
      'Hello from Bob',
      'notice.contactCharged',
    ]);
    const asBuyer = { token: buyer.token };
    const buyerHistory = (await callApi(t, buyerAppCalls.history, { conversationId: id }, asBuyer)).body.data
      .list;
    expect(buyerHistory.map((m) => m.content)).toEqual(['Hello from Bob']);
    const buyerList = (await callApi(t, buyerAppCalls.conversations, {}, asBuyer)).body.data.list;
    expect(buyerList.find((c) => c.id === id)?.lastMessage?.content).toBe('Hello from Bob');
    expect(
      (await callApi(t, chatCalls.history, { conversationId: id }, { token: salesB.token })).body.code,
    ).toBe(NOT_FOUND);
    expect(await send(salesB.socket, { buyerId: buyer.buyerId, content: 'Still me?' })).toMatchObject({
      ok: false,
      code: NOT_FOUND,
    });
    expect(
      (await callApi(t, chatCalls.history, { conversationId: id }, { token: salesA.token })).body.code,
    ).toBe(0);
    stored(await send(salesA.socket, { buyerId: buyer.buyerId, content: 'Alice here, I take over' }));
    const toA = messageWith(salesA.socket, salesA.adminCode, 'Welcome Alice');
    const seenByB = recordEvents(salesB.socket);
    const reply = stored(
      await send(buyer.socket, { supplierId: owner.supplierId, content: 'Welcome Alice' }),
    );
    expect((await toA).id).toBe(reply.id);
    await seenByB.settle();
    expect(seenByB.events).toEqual([]);

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.handedOver'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      actorUserId: salesB.userId,
      supplierId: owner.supplierId,
      ip: '10.9.8.7',
      details: {
        fromUserId: salesB.userId,
        fromName: 'Bob Sales',
        toUserId: salesA.userId,
        toName: 'Alice Sales',
      },
    });

    // A Manager may hand over any conversation; a Sales user only their own, not an unowned one.
    const byManager = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: id, toUserId: salesB.userId },
      { token: manager.token },
    );
    expect(byManager.body.code).toBe(0);
    expect(await ownerOfConversation(id)).toBe(salesB.userId);
    const otherBuyer = await buyerWithSocket('Zhao Min');
    const unowned = stored(
      await send(otherBuyer.socket, { supplierId: owner.supplierId, content: 'Hi there' }),
    );
    const notAllowed = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: unowned.conversationId, toUserId: salesB.userId },
      { token: salesA.token },
    );
    expect(notAllowed.body.code).toBe(4100);
    // A disabled colleague cannot take it.
    await t.ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, salesA.userId));
    const toDisabled = await callApi(
      t,
      chatCalls.handoff,
      { conversationId: unowned.conversationId, toUserId: salesA.userId },
      { token: manager.token },
    );
    expect(toDisabled.body.code).toBe(4101);
  });

  it('records who spent each contact, and shows it in the ledger', async () => {
    const { owner, salesA, salesB } = await team();
    const buyer = await buyerWithSocket('Sun Hao');
    stored(await send(salesA.socket, { buyerId: buyer.buyerId, content: 'First contact' }));
    const writer = await buyerWithSocket('Qian Yu');
    stored(await send(writer.socket, { supplierId: owner.supplierId, content: 'A question' }));
    stored(await send(salesB.socket, { buyerId: writer.buyerId, content: 'An answer' }));
    const spends = await t.ctx.db
      .select({ reason: serviceLedger.reason, buyerId: serviceLedger.buyerId, userId: serviceLedger.userId })
      .from(serviceLedger)
      .where(and(eq(serviceLedger.supplierId, owner.supplierId), eq(serviceLedger.contacts, -1)));
    expect(spends).toEqual(
      expect.arrayContaining([
        { reason: 'contact', buyerId: buyer.buyerId, userId: salesA.userId },
        { reason: 'reply', buyerId: writer.buyerId, userId: salesB.userId },
      ]),
    );
    const ledger = await callApi(t, serviceCalls.quotaLedger, {}, { token: owner.token });
    expect(ledger.body.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ reason: 'reply', buyerId: writer.buyerId, userName: 'Bob Sales' }),
      expect.objectContaining({ reason: 'contact', buyerId: buyer.buyerId, userName: 'Alice Sales' }),
    ]);
  });

  it("keeps Sales A from sending or opening Sales B's quotations in a chat", async () => {
    const { owner, salesA, salesB } = await team();
    const buyer = await buyerWithSocket('Zhou Wen');
    // One of the company's products (the showroom's): any colleague may quote it.
    const [product] = await t.ctx.db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(eq(supplierProducts.supplierId, owner.supplierId))
      .limit(1);
    const lineProduct = product?.id ?? 0;
    const byB = await callApi(
      t,
      quotationCalls.create,
      {
        name: 'Bob price list',
        terms: 'FOB',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
        lines: [{ productId: lineProduct, price: '9.90' }],
      },
      { token: salesB.token },
    );
    expect(byB.body.code).toBe(0);
    const quotationId = byB.body.data.id;
    expect(byB.body.data.author).toEqual({ id: salesB.userId, name: 'Bob Sales' });
    const refused = await send(salesA.socket, {
      buyerId: buyer.buyerId,
      type: MESSAGE_TYPE.quotation,
      quotationId,
      content: '',
    });
    expect(refused).toMatchObject({ ok: false, code: 1000 });
    const card = stored(
      await send(salesB.socket, {
        buyerId: buyer.buyerId,
        type: MESSAGE_TYPE.quotation,
        quotationId,
        content: '',
      }),
    );
    expect(
      (await callApi(t, chatCalls.quotationInfo, { messageId: card.id }, { token: salesA.token })).body.code,
    ).toBe(NOT_FOUND);
    expect(
      (await callApi(t, chatCalls.quotationInfo, { messageId: card.id }, { token: owner.token })).body.data
        .quotation.author,
    ).toEqual({ id: salesB.userId, name: 'Bob Sales' });
    // "Use the last quotation": B's for B, nothing for A.
    expect(
      (await callApi(t, chatCalls.lastQuotation, {}, { token: salesB.token })).body.data.quotation?.id,
    ).toBe(quotationId);
    expect(
      (await callApi(t, chatCalls.lastQuotation, {}, { token: salesA.token })).body.data.quotation,
    ).toBeNull();
  });
});
