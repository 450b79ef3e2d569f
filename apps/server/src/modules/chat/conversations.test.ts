import { buyerAppCalls, type ChatMessage, chatCalls, type ViewedReceipt } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

describe('conversations, history and receipts', () => {
  it('counts unread buyer messages, marks them viewed, and sends the receipt back to the buyer', async () => {
    const { supplier, buyer, buyerSocket } = await kit.supplierAndBuyer();
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'One' }));
    const two = stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Two' }));
    const unread = await callApi(t, chatCalls.unreadCount, {}, { token: supplier.token });
    expect(unread.body.data.count).toBe(2);
    const counts = await callApi(t, chatCalls.listCount, {}, { token: supplier.token });
    expect(counts.body.data).toEqual({ all: 1, starred: 0, unread: 1 });
    const list = await callApi(t, chatCalls.list, { unreadOnly: true }, { token: supplier.token });
    expect(list.body.data.list.map((c) => [c.buyer.name, c.unread, c.lastMessage?.content])).toEqual([
      ['Chen Jing', 2, 'Two'],
    ]);

    const receipt = new Promise<ViewedReceipt>((resolve) => buyerSocket.once('chat:viewed', resolve));
    const viewed = await callApi(
      t,
      chatCalls.markViewed,
      { conversationId: two.conversationId, upToId: two.id },
      { token: supplier.token },
    );
    expect(viewed.body.data.viewed).toBe(two.id);
    expect(await receipt).toMatchObject({ conversationId: two.conversationId, upToId: two.id });
    expect((await callApi(t, chatCalls.unreadCount, {}, { token: supplier.token })).body.data.count).toBe(0);
    const history = await callApi(
      t,
      buyerAppCalls.history,
      { conversationId: two.conversationId },
      { token: buyer.token },
    );
    expect(history.body.data.list.map((m) => [m.content, m.viewedAt !== null])).toEqual([
      ['Two', true],
      ['One', true],
    ]);
  });

  it('pages history backwards and catches up after a reconnect without losing a message', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const sent: ChatMessage[] = [];
    for (const n of [1, 2, 3, 4, 5])
      sent.push(stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `m${n}` })));
    const conversationId = sent[0]?.conversationId ?? 0;
    const page1 = await callApi(
      t,
      chatCalls.history,
      { conversationId, pageSize: 2 },
      { token: supplier.token },
    );
    expect(page1.body.data).toMatchObject({ hasMore: true });
    expect(page1.body.data.list.map((m) => m.content)).toEqual(['m5', 'm4']);
    const page2 = await callApi(
      t,
      chatCalls.history,
      { conversationId, pageSize: 10, beforeId: page1.body.data.list[1]?.id },
      { token: supplier.token },
    );
    expect(page2.body.data).toMatchObject({ hasMore: false });
    expect(page2.body.data.list.map((m) => m.content)).toEqual(['m3', 'm2', 'm1', 'notice.contactCharged']);

    // The buyer goes offline; the supplier writes; the buyer comes back and asks for what came after its last.
    const lastSeen = sent[4]?.id ?? 0;
    buyerSocket.close();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'while you were away' }));
    const missed = await callApi(
      t,
      buyerAppCalls.history,
      { conversationId, afterId: lastSeen },
      { token: buyer.token },
    );
    expect(missed.body.data.list.map((m) => m.content)).toEqual(['while you were away']);
  });

  it("puts the buyer's conversation with the newest message first, with that message", async () => {
    const { supplier, buyer, buyerSocket } = await kit.supplierAndBuyer();
    const other = await signUpAndLogIn(t, {}, { showroom: 'open' });
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Hello A' }));
    stored(await send(buyerSocket, { supplierId: other.supplierId, content: 'Hello B' }));
    const buyerList = async () =>
      (await callApi(t, buyerAppCalls.conversations, {}, { token: buyer.token })).body.data.list.map((c) => [
        c.supplier.id,
        c.lastMessage?.content,
      ]);
    expect(await buyerList()).toEqual([
      [other.supplierId, 'Hello B'],
      [supplier.supplierId, 'Hello A'],
    ]);
    // A later message in a conversation already under way (the grouped append) moves it up.
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Again A' }));
    expect(await buyerList()).toEqual([
      [supplier.supplierId, 'Again A'],
      [other.supplierId, 'Hello B'],
    ]);
  });

  it('stars, filters and searches conversations', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const message = stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hi' }));
    const asSupplier = { token: supplier.token };
    await callApi(t, chatCalls.star, { conversationId: message.conversationId, starred: true }, asSupplier);
    const starred = await callApi(t, chatCalls.list, { tab: 'starred' }, asSupplier);
    expect(starred.body.data.list.map((c) => [c.id, c.starred])).toEqual([[message.conversationId, true]]);
    const found = await callApi(t, chatCalls.list, { keyword: 'ruifeng' }, asSupplier);
    expect(found.body.data.total).toBe(1);
    const byBuyer = await callApi(t, chatCalls.list, { buyerId: buyer.buyerId }, asSupplier);
    expect(byBuyer.body.data.list.map((c) => c.id)).toEqual([message.conversationId]);
    const otherBuyer = await callApi(t, chatCalls.list, { buyerId: 999_999 }, asSupplier);
    expect(otherBuyer.body.data.total).toBe(0);
    const none = await callApi(t, chatCalls.list, { keyword: 'nobody' }, asSupplier);
    expect(none.body.data.total).toBe(0);
    const counts = await callApi(t, chatCalls.listCount, {}, asSupplier);
    expect(counts.body.data).toEqual({ all: 1, starred: 1, unread: 0 });
  });
});
