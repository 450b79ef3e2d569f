import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  type ChatMessage,
  type ChatQuotation,
  type Conversation,
  type History,
  type LastQuotation,
  type Page,
  type Quota,
  type QuotaLedgerEntry,
  type Quotation,
  type SendAck,
  type ViewedReceipt,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, quotations, supplierQuotas } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { call, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen, type TestSocket } from '../../test/socketClient.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function socketOf(token: string) {
  const socket = await connectSocket(url, token);
  sockets.push(socket);
  return socket;
}
/** The next `message<code>` event this socket gets. */
function nextMessage(socket: TestSocket, code: string): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once(`message${code}`, resolve));
}
const send = (socket: TestSocket, payload: Record<string, unknown>) =>
  socket.emitWithAck('chat:send', {
    clientId: randomUUID(),
    type: 1,
    ...payload,
  } as never) as Promise<SendAck>;
const stored = (ack: SendAck) => {
  if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`);
  return ack.message;
};
const quotaOf = async (token: string) => (await call<Quota>(t, apiPaths.quotaInfo, {}, { token })).body.data;

async function supplierAndBuyer() {
  const supplier = await signUpAndLogIn(t);
  const buyer = await makeBuyerAndLogIn(t, { name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' });
  return {
    supplier,
    buyer,
    supplierSocket: await socketOf(supplier.token),
    buyerSocket: await socketOf(buyer.token),
  };
}

describe('chat between a supplier and a buyer', () => {
  it('delivers the supplier’s first message live, spends one contact, and no more for the next', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await supplierAndBuyer();
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
    const mine = await call<History>(
      t,
      apiPaths.chatRecordList,
      { conversationId: first.conversationId },
      { token: supplier.token },
    );
    expect(mine.body.data.list.map((m) => m.type)).toEqual([1, 1, 9999]);
    const theirs = await call<History>(
      t,
      apiPaths.buyerAppRecordList,
      { conversationId: first.conversationId },
      { token: buyer.token },
    );
    expect(theirs.body.data.list.map((m) => m.content)).toEqual(['Second', 'Hello from Lima']);
    expect(await quotaOf(supplier.token)).toMatchObject({ used: 1 });
    const ledger = await call<Page<QuotaLedgerEntry>>(t, apiPaths.quotaLedger, {}, { token: supplier.token });
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'contact', buyerId: buyer.buyerId });
  });

  it('never stores a retried message twice, even when the retries race', async () => {
    const { buyer, supplierSocket } = await supplierAndBuyer();
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
    const { supplier, buyer, supplierSocket, buyerSocket } = await supplierAndBuyer();
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
    const list = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { tab: 'all', unreadOnly: false, buyerId: buyer.buyerId },
      { token: supplier.token },
    );
    expect(list.body.data.list[0]?.lastMessage?.id).toBe(newest);
    expect(await quotaOf(supplier.token)).toMatchObject({ used: 1 });
  });

  it('lets a buyer start a conversation; the supplier’s first reply spends one contact, later ones nothing', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await supplierAndBuyer();
    const arriving = nextMessage(supplierSocket, supplier.session.adminCode);
    const question = stored(
      await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Price for 2 pallets?' }),
    );
    expect(question.senderKind).toBe('buyer');
    expect((await arriving).content).toBe('Price for 2 pallets?');
    expect(await quotaOf(supplier.token)).toMatchObject({ used: 0 });
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'USD 4.20 per unit' }));
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'FOB Auckland' }));
    expect(await quotaOf(supplier.token)).toMatchObject({ used: 1 });
    const ledger = await call<Page<QuotaLedgerEntry>>(t, apiPaths.quotaLedger, {}, { token: supplier.token });
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'reply', buyerId: buyer.buyerId });
  });

  it('counts unread buyer messages, marks them viewed, and sends the receipt back to the buyer', async () => {
    const { supplier, buyer, buyerSocket } = await supplierAndBuyer();
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'One' }));
    const two = stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Two' }));
    const unread = await call<{ count: number }>(t, apiPaths.chatUnreadCount, {}, { token: supplier.token });
    expect(unread.body.data.count).toBe(2);
    const counts = await call(t, apiPaths.chatListCount, {}, { token: supplier.token });
    expect(counts.body.data).toEqual({ all: 1, starred: 0, unread: 1 });
    const list = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { unreadOnly: true },
      { token: supplier.token },
    );
    expect(list.body.data.list.map((c) => [c.buyer.name, c.unread, c.lastMessage?.content])).toEqual([
      ['Chen Jing', 2, 'Two'],
    ]);

    const receipt = new Promise<ViewedReceipt>((resolve) => buyerSocket.once('chat:viewed', resolve));
    const viewed = await call<{ viewed: number }>(
      t,
      apiPaths.chatRecordView,
      { conversationId: two.conversationId, upToId: two.id },
      { token: supplier.token },
    );
    expect(viewed.body.data.viewed).toBe(two.id);
    expect(await receipt).toMatchObject({ conversationId: two.conversationId, upToId: two.id });
    expect(
      (await call<{ count: number }>(t, apiPaths.chatUnreadCount, {}, { token: supplier.token })).body.data
        .count,
    ).toBe(0);
    const history = await call<History>(
      t,
      apiPaths.buyerAppRecordList,
      { conversationId: two.conversationId },
      { token: buyer.token },
    );
    expect(history.body.data.list.map((m) => [m.content, m.viewedAt !== null])).toEqual([
      ['Two', true],
      ['One', true],
    ]);
  });

  it('pages history backwards and catches up after a reconnect without losing a message', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await supplierAndBuyer();
    const sent: ChatMessage[] = [];
    for (const n of [1, 2, 3, 4, 5])
      sent.push(stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: `m${n}` })));
    const conversationId = sent[0]?.conversationId ?? 0;
    const page1 = await call<History>(
      t,
      apiPaths.chatRecordList,
      { conversationId, pageSize: 2 },
      { token: supplier.token },
    );
    expect(page1.body.data).toMatchObject({ hasMore: true });
    expect(page1.body.data.list.map((m) => m.content)).toEqual(['m5', 'm4']);
    const page2 = await call<History>(
      t,
      apiPaths.chatRecordList,
      { conversationId, pageSize: 10, beforeId: page1.body.data.list[1]?.id },
      { token: supplier.token },
    );
    expect(page2.body.data).toMatchObject({ hasMore: false });
    expect(page2.body.data.list.map((m) => m.content)).toEqual(['m3', 'm2', 'm1', 'notice.contactCharged']);

    // The buyer goes offline; the supplier writes; the buyer comes back and asks for what came after its last.
    const lastSeen = sent[4]?.id ?? 0;
    buyerSocket.close();
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'while you were away' }));
    const missed = await call<History>(
      t,
      apiPaths.buyerAppRecordList,
      { conversationId, afterId: lastSeen },
      { token: buyer.token },
    );
    expect(missed.body.data.list.map((m) => m.content)).toEqual(['while you were away']);
  });

  it('stars, filters and searches conversations', async () => {
    const { supplier, buyer, supplierSocket } = await supplierAndBuyer();
    const message = stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hi' }));
    await call(
      t,
      apiPaths.chatStar,
      { conversationId: message.conversationId, starred: true },
      { token: supplier.token },
    );
    const starred = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { tab: 'starred' },
      { token: supplier.token },
    );
    expect(starred.body.data.list.map((c) => [c.id, c.starred])).toEqual([[message.conversationId, true]]);
    const found = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { keyword: 'ruifeng' },
      { token: supplier.token },
    );
    expect(found.body.data.total).toBe(1);
    const byBuyer = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { buyerId: buyer.buyerId },
      { token: supplier.token },
    );
    expect(byBuyer.body.data.list.map((c) => c.id)).toEqual([message.conversationId]);
    const otherBuyer = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { buyerId: 999_999 },
      { token: supplier.token },
    );
    expect(otherBuyer.body.data.total).toBe(0);
    const none = await call<Page<Conversation>>(
      t,
      apiPaths.chatList,
      { keyword: 'nobody' },
      { token: supplier.token },
    );
    expect(none.body.data.total).toBe(0);
    const counts = await call(t, apiPaths.chatListCount, {}, { token: supplier.token });
    expect(counts.body.data).toEqual({ all: 1, starred: 1, unread: 0 });
  });

  it('sends a product of mine as a card, and refuses another company’s product', async () => {
    const { supplier, buyer, buyerSocket } = await supplierAndBuyer();
    const other = await signUpAndLogIn(t);
    const mine = await call<{ id: number }>(
      t,
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'HN-1', name: 'Manuka Honey 250 g', specs: ['250 g'] },
      { token: supplier.token },
    );
    const theirs = await call<{ id: number }>(
      t,
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'X', name: 'Not yours' },
      { token: other.token },
    );
    const arriving = nextMessage(buyerSocket, buyer.code);
    const card = await call<ChatMessage>(
      t,
      apiPaths.chatProduct,
      { buyerId: buyer.buyerId, productId: mine.body.data.id, clientId: randomUUID() },
      { token: supplier.token },
    );
    expect(card.body.data).toMatchObject({
      type: 2,
      product: { name: 'Manuka Honey 250 g', specs: ['250 g'] },
    });
    expect((await arriving).product?.productId).toBe(mine.body.data.id);
    const refused = await call(
      t,
      apiPaths.chatProduct,
      { buyerId: buyer.buyerId, productId: theirs.body.data.id, clientId: randomUUID() },
      { token: supplier.token },
    );
    expect(refused.body.code).toBe(2000);
  });

  it('sends a quotation card; both sides open it as it is now; expired and foreign quotations are refused', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await supplierAndBuyer();
    const other = await signUpAndLogIn(t);
    const product = async (token: string) =>
      (
        await call<{ id: number }>(
          t,
          apiPaths.myProductCreate,
          { barcode: '4006381333931', mid: 'HN-9', name: 'Manuka Honey 1 kg' },
          { token },
        )
      ).body.data.id;
    const quotationOf = async (token: string, productId: number, name: string) =>
      (
        await call<Quotation>(
          t,
          apiPaths.quotationCreate,
          {
            name,
            terms: 'FOB',
            place: 'shanghai',
            currency: 'USD',
            expiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
            note: 'Margin 18 %',
            lines: [{ productId, price: '12.50' }],
          },
          { token },
        )
      ).body.data;
    const mine = await quotationOf(supplier.token, await product(supplier.token), 'Spring list');
    const foreign = await quotationOf(other.token, await product(other.token), 'Not yours');
    const none = await call<LastQuotation>(t, apiPaths.chatLastQuotation, {}, { token: supplier.token });
    expect(none.body.data.quotation).toBeNull();

    const arriving = nextMessage(buyerSocket, buyer.code);
    const card = stored(
      await send(supplierSocket, { buyerId: buyer.buyerId, type: 3, quotationId: mine.id }),
    );
    expect(card.quotation).toMatchObject({
      quotationId: mine.id,
      version: 1,
      number: mine.number,
      name: 'Spring list',
      currency: 'USD',
      lineCount: 1,
    });
    expect((await arriving).quotation?.quotationId).toBe(mine.id);
    const last = await call<LastQuotation>(t, apiPaths.chatLastQuotation, {}, { token: supplier.token });
    expect(last.body.data.quotation?.id).toBe(mine.id);

    await call(
      t,
      apiPaths.quotationUpdate,
      {
        id: mine.id,
        name: 'Spring list (revised)',
        terms: 'CIF',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: `${new Date().getUTCFullYear() + 1}-07-31`,
        note: 'Margin 18 %',
        lines: [{ productId: mine.lines[0]?.productId, price: '11.90' }],
      },
      { token: supplier.token },
    );
    const asBuyer = await call<ChatQuotation>(
      t,
      apiPaths.buyerAppQuotationInfo,
      { messageId: card.id },
      { token: buyer.token },
    );
    expect(asBuyer.body.data).toMatchObject({ sentVersion: 1, supplier: { id: supplier.supplierId } });
    expect(asBuyer.body.data.quotation).toMatchObject({
      version: 2,
      name: 'Spring list (revised)',
      note: null,
    });
    expect(asBuyer.body.data.quotation.lines[0]?.price).toBe('11.9');
    const asSupplier = await call<ChatQuotation>(
      t,
      apiPaths.chatQuotationInfo,
      { messageId: card.id },
      { token: supplier.token },
    );
    expect(asSupplier.body.data.quotation.note).toBe('Margin 18 %');
    const outsider = await call(
      t,
      apiPaths.chatQuotationInfo,
      { messageId: card.id },
      { token: other.token },
    );
    expect(outsider.body.code).not.toBe(0);

    const refusedForeign = await send(supplierSocket, {
      buyerId: buyer.buyerId,
      type: 3,
      quotationId: foreign.id,
    });
    expect(refusedForeign).toMatchObject({ ok: false, code: 1000 });
    await t.ctx.db.update(quotations).set({ expiresOn: '2020-01-01' }).where(eq(quotations.id, mine.id));
    const refusedExpired = await send(supplierSocket, {
      buyerId: buyer.buyerId,
      type: 3,
      quotationId: mine.id,
    });
    expect(refusedExpired).toMatchObject({
      ok: false,
      fields: {
        quotationId: 'This quotation has expired: give it a later expiration date before sending it',
      },
    });
    const expiredLast = await call<LastQuotation>(
      t,
      apiPaths.chatLastQuotation,
      {},
      { token: supplier.token },
    );
    expect(expiredLast.body.data.quotation).toBeNull();
  });

  it('refuses an empty message and a message over the quota, storing nothing', async () => {
    const { supplier, buyer, supplierSocket } = await supplierAndBuyer();
    const ghost = await send(supplierSocket, { buyerId: 987_654, content: 'Anyone there?' });
    expect(ghost.code).toBe(2000);
    const { buyerSocket } = await supplierAndBuyer();
    const noSupplier = await send(buyerSocket, { supplierId: 987_654, content: 'Hello?' });
    expect(noSupplier).toMatchObject({ code: 1000, fields: { supplierId: 'This value is not valid' } });
    const empty = await send(supplierSocket, { buyerId: buyer.buyerId, content: '   ' });
    expect(empty).toMatchObject({ code: 1000, fields: { content: 'Write a message first' } });
    await t.ctx.db
      .update(supplierQuotas)
      .set({ total: 0 })
      .where(eq(supplierQuotas.supplierId, supplier.supplierId));
    const refused = await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Hello?' });
    expect(refused.code).toBe(3001);
    const list = await call<Page<Conversation>>(t, apiPaths.chatList, {}, { token: supplier.token });
    expect(list.body.data.total).toBe(0);
  });
});

describe('chat tenancy', () => {
  it('keeps another company out of a conversation by call and by socket', async () => {
    const { buyer, supplierSocket } = await supplierAndBuyer();
    const intruder = await signUpAndLogIn(t);
    const intruderSocket = await socketOf(intruder.token);
    let leaked = false;
    intruderSocket.onAny(() => {
      leaked = true;
    });
    const message = stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Private offer' }));
    const id = message.conversationId;
    for (const [path, body] of [
      [apiPaths.chatRecordList, { conversationId: id }],
      [apiPaths.chatRecordView, { conversationId: id, upToId: message.id }],
      [apiPaths.chatStar, { conversationId: id, starred: true }],
    ] as const) {
      const result = await call(t, path, body, { token: intruder.token });
      expect(result.body.code, path).toBe(2000);
    }
    const list = await call<Page<Conversation>>(t, apiPaths.chatList, {}, { token: intruder.token });
    expect(list.body.data.total).toBe(0);
    expect(leaked).toBe(false);
    // The intruder's own message to that buyer opens its own conversation, not the other one.
    const own = stored(await send(intruderSocket, { buyerId: buyer.buyerId, content: 'Hello' }));
    expect(own.conversationId).not.toBe(id);
  });

  it('keeps buyers and suppliers to their own calls', async () => {
    const { supplier, buyer } = await supplierAndBuyer();
    expect((await call(t, apiPaths.chatList, {}, { token: buyer.token })).status).toBe(403);
    expect((await call(t, apiPaths.buyerAppChatList, {}, { token: supplier.token })).status).toBe(403);
    expect((await call(t, apiPaths.buyerPublicList, {}, { token: buyer.token })).status).toBe(403);
  });
});

describe("buyers' app: suppliers and showrooms", () => {
  it('finds a supplier, opens its showroom and a product, and the supplier sees both visits', async () => {
    const supplier = await signUpAndLogIn(t, { companyName: `Kauri Honey ${randomUUID().slice(0, 6)} Ltd` });
    const buyer = await makeBuyerAndLogIn(t, { name: 'Visiting Buyer' });
    const product = await call<{ id: number }>(
      t,
      apiPaths.myProductCreate,
      { barcode: '4006381333931', mid: 'K-1', name: 'Kauri Honey 500 g' },
      { token: supplier.token },
    );
    const found = await call<Page<{ id: number; productCount: number }>>(
      t,
      apiPaths.buyerAppSupplierList,
      { keyword: 'kauri honey 500' },
      { token: buyer.token },
    );
    expect(found.body.data.list.map((s) => [s.id, s.productCount])).toEqual([[supplier.supplierId, 1]]);
    const showroom = await call<{ products: { name: string }[]; conversationId: number | null }>(
      t,
      apiPaths.buyerAppSupplierInfo,
      { supplierId: supplier.supplierId },
      { token: buyer.token },
    );
    expect(showroom.body.data.products.map((p) => p.name)).toEqual(['Kauri Honey 500 g']);
    expect(showroom.body.data.conversationId).toBeNull();
    const opened = await call<{ name: string; supplierName: string }>(
      t,
      apiPaths.buyerAppProductInfo,
      { productId: product.body.data.id },
      { token: buyer.token },
    );
    expect(opened.body.data.name).toBe('Kauri Honey 500 g');
    const visitors = await call<Page<{ name: string; viewed: { kind: string } }>>(
      t,
      apiPaths.buyerVisitorList,
      {},
      { token: supplier.token },
    );
    expect(visitors.body.data.list.map((v) => [v.name, v.viewed.kind])).toEqual([
      ['Visiting Buyer', 'product'],
      ['Visiting Buyer', 'showroom'],
    ]);
    expect(
      (await call(t, apiPaths.buyerAppSupplierInfo, { supplierId: 99999 }, { token: buyer.token })).body.code,
    ).toBe(2000);
  });
});
