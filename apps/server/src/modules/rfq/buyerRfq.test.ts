import { buyerAppCalls, buyerRfqCalls, chatCalls, ErrorCode, MESSAGE_TYPE, rfqCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqQuotes, rfqs } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, send, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createProduct } from '../../test/quotationFactories.js';
import {
  buyerWithRfq,
  messageArriving,
  postRfq,
  quickQuote,
  quoteRfq,
  rfqInput,
  startRfqChatApp,
} from '../../test/rfqFactories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
let subId: number;
beforeAll(async () => {
  ({ t, kit, subId } = await startRfqChatApp());
});
afterAll(() => kit.close());

const quoter = () => signUpAndLogIn(t, {}, { showroom: 'open' });

/** A buyer's RFQ with quotes from `count` suppliers. */
async function rfqWithQuotes(count: number, overrides: Parameters<typeof rfqInput>[1] = {}) {
  const { buyer, rfq } = await buyerWithRfq(t, subId, overrides);
  const suppliers = await Promise.all(Array.from({ length: count }, quoter));
  const quotes = [];
  for (const supplier of suppliers) quotes.push(await quoteRfq(t, supplier.token, quickQuote(rfq.id)));
  return { buyer, rfq, suppliers, quotes };
}

const info = (token: string, rfqId: number) => callApi(t, buyerRfqCalls.info, { rfqId }, { token });
const myQuoteState = async (token: string, rfqId: number) =>
  (await callApi(t, rfqCalls.info, { rfqId }, { token })).body.data.myQuote?.state;

describe('buyer-app/rfq/list and info', () => {
  it('lists my RFQs newest first, active or closed, with the quotes I have not looked at', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const older = await postRfq(t, buyer.token, rfqInput(subId));
    const newer = await postRfq(t, buyer.token, rfqInput(subId));
    const held = await postRfq(t, buyer.token, rfqInput(subId, { remark: 'www.example-shop.com' }));
    const supplier = await quoter();
    await quoteRfq(t, supplier.token, quickQuote(older.id));
    await callApi(t, buyerRfqCalls.cancel, { rfqId: newer.id }, { token: buyer.token });

    const all = await callApi(t, buyerRfqCalls.list, {}, { token: buyer.token });
    expect(all.body.data.list.map((r) => r.id)).toEqual([held.id, newer.id, older.id]);
    expect(all.body.data.list.find((r) => r.id === older.id)).toMatchObject({ newQuotes: 1, quoteCount: 1 });
    const active = await callApi(t, buyerRfqCalls.list, { state: 'active' }, { token: buyer.token });
    expect(active.body.data.list.map((r) => r.id)).toEqual([held.id, older.id]);
    const closed = await callApi(t, buyerRfqCalls.list, { state: 'closed' }, { token: buyer.token });
    expect(closed.body.data).toMatchObject({ total: 1, list: [{ id: newer.id, closeReason: 'cancelled' }] });

    // Another buyer sees none of them.
    const other = await makeBuyerAndLogIn(t);
    expect((await callApi(t, buyerRfqCalls.list, {}, { token: other.token })).body.data.total).toBe(0);
    expect((await info(other.token, older.id)).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });

  it('shows the quotes side by side with the suppliers’ cards, and opening marks them viewed', async () => {
    const { buyer, rfq, suppliers, quotes } = await rfqWithQuotes(2);
    const [a] = suppliers;
    if (!a) throw new Error('setup');
    expect(await myQuoteState(a.token, rfq.id)).toBe('submitted');
    const opened = await info(buyer.token, rfq.id);
    expect(opened.body.code).toBe(0);
    expect(opened.body.data.quotes.map((q) => q.id)).toEqual(quotes.map((q) => q.id));
    expect(opened.body.data.quotes[0]).toMatchObject({
      price: '3.2',
      currency: 'USD',
      status: 'submitted',
      revised: false,
      perUnit: { amount: '3.2', currency: 'USD' },
      supplier: { id: a.supplierId, name: a.input.companyName, country: 'BR', credentials: [] },
      conversationId: quotes[0]?.conversationId,
    });
    expect(opened.body.data.quotes[0]?.supplier.logoUrl).toMatch(/^\/api\//);
    expect(opened.body.data.newQuotes).toBe(0);
    expect(await myQuoteState(a.token, rfq.id)).toBe('viewed');
  });

  it('prices each quote per my unit: same unit, through the product’s pack sizes, or not at all', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(t, buyer.token, rfqInput(subId, { unit: 'case', quantity: 300 }));
    const packed = await quoter();
    const product = await createProduct(t, packed.token, {
      barcode: '4006381333931',
      mid: 'HN-500',
      name: 'Manuka Honey 500 g',
      unitsPerPack: 6,
      unitsPerCase: 12,
      casesPerPallet: 80,
    });
    const perUnit = await quoteRfq(
      t,
      packed.token,
      quickQuote(rfq.id, { price: '1.4167', unit: 'unit', productId: product.id }),
    );
    const perPallet = await quoter();
    const pallet = await createProduct(t, perPallet.token, {
      barcode: '96385074',
      mid: 'P-1',
      name: 'Honey pallet',
      unitsPerCase: 12,
      casesPerPallet: 80,
    });
    const palletQuote = await quoteRfq(
      t,
      perPallet.token,
      quickQuote(rfq.id, { price: '1500', unit: 'pallet', productId: pallet.id }),
    );
    const sameUnit = await quoter();
    const caseQuote = await quoteRfq(t, sameUnit.token, quickQuote(rfq.id, { price: '17.50', unit: 'case' }));
    const unknown = await quoter();
    const packQuote = await quoteRfq(t, unknown.token, quickQuote(rfq.id, { price: '9', unit: 'pack' }));

    const quotes = (await info(buyer.token, rfq.id)).body.data.quotes;
    const perUnitOf = (id: number) => quotes.find((q) => q.id === id)?.perUnit;
    // 1.4167 a unit × 12 units a case = 17.0004
    expect(perUnitOf(perUnit.id)).toEqual({ amount: '17.0004', currency: 'USD' });
    // 1500 a pallet ÷ 80 cases = 18.75
    expect(perUnitOf(palletQuote.id)).toEqual({ amount: '18.75', currency: 'USD' });
    expect(perUnitOf(caseQuote.id)).toEqual({ amount: '17.5', currency: 'USD' });
    // A pack without a product's pack sizes cannot be compared.
    expect(perUnitOf(packQuote.id)).toBeNull();
    expect(quotes.find((q) => q.id === perUnit.id)?.product).toMatchObject({ productId: product.id });
  });
});

describe('shortlist, decline, award, cancel', () => {
  it('shortlists and un-shortlists a quote; its supplier sees it shortlisted', async () => {
    const { buyer, rfq, suppliers, quotes } = await rfqWithQuotes(1);
    const [supplier] = suppliers;
    const [quote] = quotes;
    if (!supplier || !quote) throw new Error('setup');
    const on = await callApi(
      t,
      buyerRfqCalls.shortlist,
      { quoteId: quote.id, shortlisted: true },
      { token: buyer.token },
    );
    expect(on.body.data).toMatchObject({ id: quote.id, status: 'shortlisted' });
    expect(await myQuoteState(supplier.token, rfq.id)).toBe('shortlisted');
    const off = await callApi(
      t,
      buyerRfqCalls.shortlist,
      { quoteId: quote.id, shortlisted: false },
      { token: buyer.token },
    );
    expect(off.body.data.status).toBe('submitted');
  });

  it('declines a quote with a reason its supplier sees, and tells the supplier in chat', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const rfq = await postRfq(t, buyer.token, rfqInput(subId));
    const quote = await quoteRfq(t, supplier.token, quickQuote(rfq.id));
    const notice = messageArriving(
      supplierSocket,
      supplier.session.adminCode,
      (m) => m.content === 'notice.rfqDeclined',
    );
    const declined = await callApi(
      t,
      buyerRfqCalls.decline,
      { quoteId: quote.id, reason: 'price_too_high', note: 'Our target is 2.80' },
      { token: buyer.token },
    );
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      declineReason: 'price_too_high',
      declineNote: 'Our target is 2.80',
    });
    expect(await notice).toMatchObject({ type: MESSAGE_TYPE.system, content: 'notice.rfqDeclined' });
    const mine = (await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: supplier.token })).body.data
      .myQuote;
    expect(mine).toMatchObject({ state: 'declined', declineReason: 'price_too_high', canRevise: false });
    // A declined quote is decided: no revision, no shortlist, no second decline.
    const revise = await callApi(
      t,
      rfqCalls.revise,
      { quoteId: quote.id, price: '2.8', currency: 'USD', unit: 'unit', terms: 'FOB' },
      { token: supplier.token },
    );
    expect(revise.body.code).toBe(ErrorCode.RFQ_QUOTE_DECIDED);
    const again = await callApi(
      t,
      buyerRfqCalls.shortlist,
      { quoteId: quote.id, shortlisted: true },
      { token: buyer.token },
    );
    expect(again.body.code).toBe(ErrorCode.RFQ_QUOTE_DECIDED);
  });

  it('awards one quote: the RFQ closes as awarded, its supplier is told live, the others see it closed', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const rfq = await postRfq(t, buyer.token, rfqInput(subId));
    const winner = await quoteRfq(t, supplier.token, quickQuote(rfq.id));
    const other = await quoter();
    const loser = await quoteRfq(t, other.token, quickQuote(rfq.id));
    await callApi(
      t,
      buyerRfqCalls.shortlist,
      { quoteId: loser.id, shortlisted: true },
      { token: buyer.token },
    );

    const buyerConversations = async () =>
      (await callApi(t, buyerAppCalls.conversations, {}, { token: buyer.token })).body.data.list;
    const before = await buyerConversations();
    const notice = messageArriving(
      supplierSocket,
      supplier.session.adminCode,
      (m) => m.content === 'notice.rfqAwarded',
    );
    const awarded = await callApi(t, buyerRfqCalls.award, { quoteId: winner.id }, { token: buyer.token });
    expect(awarded.body.code).toBe(0);
    expect(awarded.body.data).toMatchObject({ state: 'closed', closeReason: 'awarded', quotesLeft: 0 });
    expect(awarded.body.data.quotes.map((q) => [q.id, q.status])).toEqual([
      [winner.id, 'awarded'],
      [loser.id, 'shortlisted'],
    ]);
    expect(await notice).toMatchObject({ type: MESSAGE_TYPE.system, content: 'notice.rfqAwarded' });
    // The notice is the supplier's: their list shows it last; the buyer's list shows the quote cards
    // still, in the same order and at the same times (the awarded conversation does not jump up).
    const supplierList = (await callApi(t, chatCalls.list, {}, { token: supplier.token })).body.data.list;
    expect(supplierList[0]?.lastMessage?.content).toBe('notice.rfqAwarded');
    const buyerList = await buyerConversations();
    expect(buyerList.map((c) => c.lastMessage?.type)).toEqual([MESSAGE_TYPE.rfqQuote, MESSAGE_TYPE.rfqQuote]);
    expect(buyerList.map((c) => [c.id, c.lastMessageAt])).toEqual(before.map((c) => [c.id, c.lastMessageAt]));
    expect(before.map((c) => c.lastMessage?.rfqQuote?.quoteId)).toEqual([loser.id, winner.id]);
    const [row] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(row).toMatchObject({ state: 'closed', closeReason: 'awarded', awardedQuoteId: winner.id });
    const [decided] = await t.ctx.db.select().from(rfqQuotes).where(eq(rfqQuotes.id, winner.id));
    expect(decided?.decision).toBe('awarded');

    expect(await myQuoteState(supplier.token, rfq.id)).toBe('awarded');
    expect(await myQuoteState(other.token, rfq.id)).toBe('rfq_closed');
    const twice = await callApi(t, buyerRfqCalls.award, { quoteId: loser.id }, { token: buyer.token });
    expect(twice.body.code).toBe(ErrorCode.RFQ_QUOTE_DECIDED);
    const late = await callApi(t, rfqCalls.quote, quickQuote(rfq.id), { token: (await quoter()).token });
    expect(late.body.code).toBe(ErrorCode.RFQ_NOT_OPEN);
  });

  it('awards an RFQ that closed full', async () => {
    const { buyer, rfq, quotes } = await rfqWithQuotes(1, { maxQuotes: 1 });
    const [quote] = quotes;
    if (!quote) throw new Error('setup');
    const awarded = await callApi(t, buyerRfqCalls.award, { quoteId: quote.id }, { token: buyer.token });
    expect(awarded.body.data).toMatchObject({ state: 'closed', closeReason: 'awarded' });
    expect(rfq.id).toBe(awarded.body.data.id);
  });

  it('cancels an open RFQ: no more quotes, and it cannot be cancelled twice', async () => {
    const { buyer, rfq, suppliers } = await rfqWithQuotes(1);
    const cancelled = await callApi(t, buyerRfqCalls.cancel, { rfqId: rfq.id }, { token: buyer.token });
    expect(cancelled.body.data).toMatchObject({ state: 'closed', closeReason: 'cancelled' });
    const late = await callApi(t, rfqCalls.quote, quickQuote(rfq.id), { token: (await quoter()).token });
    expect(late.body.code).toBe(ErrorCode.RFQ_NOT_OPEN);
    const again = await callApi(t, buyerRfqCalls.cancel, { rfqId: rfq.id }, { token: buyer.token });
    expect(again.body.code).toBe(ErrorCode.RFQ_NOT_OPEN);
    const [supplier] = suppliers;
    if (!supplier) throw new Error('setup');
    expect(await myQuoteState(supplier.token, rfq.id)).toBe('rfq_closed');
  });

  it("never lets a buyer touch another buyer's RFQ or quotes", async () => {
    const { rfq, quotes } = await rfqWithQuotes(1);
    const [quote] = quotes;
    if (!quote) throw new Error('setup');
    const stranger = await makeBuyerAndLogIn(t);
    const token = stranger.token;
    for (const result of [
      await callApi(t, buyerRfqCalls.cancel, { rfqId: rfq.id }, { token }),
      await callApi(t, buyerRfqCalls.shortlist, { quoteId: quote.id, shortlisted: true }, { token }),
      await callApi(t, buyerRfqCalls.decline, { quoteId: quote.id, reason: 'other' }, { token }),
      await callApi(t, buyerRfqCalls.award, { quoteId: quote.id }, { token }),
    ])
      expect(result.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const [row] = await t.ctx.db.select().from(rfqQuotes).where(eq(rfqQuotes.id, quote.id));
    expect(row?.decision).toBeNull();
  });
});

describe('rfq/quote/list: my quotes and how each stands', () => {
  it('derives replied, viewed and submitted, showing only my company’s quotes', async () => {
    const { supplier, buyer, buyerSocket } = await kit.supplierAndBuyer();
    const replied = await postRfq(t, buyer.token, rfqInput(subId));
    const submitted = await postRfq(t, buyer.token, rfqInput(subId));
    const viewed = await postRfq(t, buyer.token, rfqInput(subId));
    const repliedQuote = await quoteRfq(t, supplier.token, quickQuote(replied.id));
    // The buyer writes after the first quote's card: that quote is replied, later ones are not.
    stored(await send(buyerSocket, { supplierId: supplier.supplierId, content: 'Can you do 3.00?' }));
    await quoteRfq(t, supplier.token, quickQuote(submitted.id));
    await quoteRfq(t, supplier.token, quickQuote(viewed.id));
    await info(buyer.token, viewed.id);
    // Another company's quote on the same RFQ stays out of my list.
    const other = await quoter();
    await quoteRfq(t, other.token, quickQuote(replied.id));

    const all = await callApi(t, rfqCalls.myQuotes, {}, { token: supplier.token });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((row) => [row.rfq.id, row.quote.state])).toEqual([
      [viewed.id, 'viewed'],
      [submitted.id, 'submitted'],
      [replied.id, 'replied'],
    ]);
    expect(all.body.data.list[2]?.quote).toMatchObject({ id: repliedQuote.id, position: 1, of: 10 });
  });

  it('keeps replied for the buyer writing after the quote, and filters by state', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const supplier = await quoter();
    const shortlisted = await postRfq(t, buyer.token, rfqInput(subId));
    const plain = await postRfq(t, buyer.token, rfqInput(subId));
    const shortlistedQuote = await quoteRfq(t, supplier.token, quickQuote(shortlisted.id));
    await quoteRfq(t, supplier.token, quickQuote(plain.id));
    await callApi(
      t,
      buyerRfqCalls.shortlist,
      { quoteId: shortlistedQuote.id, shortlisted: true },
      { token: buyer.token },
    );

    const byState = async (state: 'shortlisted' | 'submitted' | 'awarded') =>
      (await callApi(t, rfqCalls.myQuotes, { state }, { token: supplier.token })).body.data.list.map(
        (row) => row.rfq.id,
      );
    expect(await byState('shortlisted')).toEqual([shortlisted.id]);
    expect(await byState('submitted')).toEqual([plain.id]);
    expect(await byState('awarded')).toEqual([]);
    const page = await callApi(t, rfqCalls.myQuotes, { pageSize: 1 }, { token: supplier.token });
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.body.data.list[0]?.rfq).toMatchObject({ id: plain.id, quotedByMe: true });
    // The chat keeps the quote's card for my company too.
    const history = await callApi(
      t,
      chatCalls.history,
      { conversationId: shortlistedQuote.conversationId ?? 0 },
      { token: supplier.token },
    );
    expect(history.body.data.list.filter((m) => m.type === MESSAGE_TYPE.rfqQuote)).toHaveLength(2);
  });
});
