import { buyerAppCalls, buyerCalls, ErrorCode, MESSAGE_TYPE, rfqCalls, translate } from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerContacts,
  conversations,
  rfqQuotes,
  rfqQuoteVersions,
  rfqs,
  serviceLedger,
} from '../../db/schema/index.js';
import { type ChatKit, nextMessage, quotaOf } from '../../test/chatFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { endServiceOf, setContacts } from '../../test/ledgerFactories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
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

/** A buyer with an open RFQ (maxQuotes as given). */
function openRfq(maxQuotes = 10) {
  return buyerWithRfq(t, subId, { maxQuotes });
}

/** What the database holds about a supplier's quote on an RFQ (nothing when refused). */
async function storedQuoteOf(rfqId: number, supplierId: number) {
  const [quote] = await t.ctx.db
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.rfqId, rfqId), eq(rfqQuotes.supplierId, supplierId)));
  return quote;
}

async function rfqRow(rfqId: number) {
  const [row] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfqId));
  return row;
}

const quote = (token: string, input: ReturnType<typeof quickQuote>) =>
  callApi(t, rfqCalls.quote, input, { token });

describe('rfq/quote/create: a quick quote, paid like Contact Now', () => {
  it('spends one contact on a new buyer and puts the quote in the buyer’s chat as a card, live', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const rfq = await postRfq(t, buyer.token, rfqInput(subId, { quantity: 5000, unit: 'case' }));
    const arriving = nextMessage(buyerSocket, buyer.code);
    const notice = messageArriving(
      supplierSocket,
      supplier.session.adminCode,
      (m) => m.type === MESSAGE_TYPE.system,
    );

    const mine = await quoteRfq(
      t,
      supplier.token,
      quickQuote(rfq.id, { price: '19.90', unit: 'case', terms: 'CIF', moq: 200, message: 'Fresh harvest' }),
    );
    expect(mine).toMatchObject({
      rfqId: rfq.id,
      version: 1,
      price: '19.9',
      currency: 'USD',
      unit: 'case',
      terms: 'CIF',
      moq: 200,
      message: 'Fresh harvest',
      state: 'submitted',
      position: 1,
      of: 10,
      canRevise: true,
      history: [],
    });
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });

    const card = await arriving;
    expect(card).toMatchObject({
      type: MESSAGE_TYPE.rfqQuote,
      senderKind: 'supplier',
      conversationId: mine.conversationId,
      rfqQuote: {
        rfqId: rfq.id,
        quoteId: mine.id,
        version: 1,
        rfqNumber: rfq.number,
        productName: rfq.productName,
        price: '19.9',
        currency: 'USD',
        unit: 'case',
        terms: 'CIF',
        quantity: 5000,
        quantityUnit: 'case',
      },
    });
    expect(await notice).toMatchObject({ type: MESSAGE_TYPE.system, content: 'notice.contactCharged' });
    const theirs = await callApi(
      t,
      buyerAppCalls.history,
      { conversationId: mine.conversationId ?? 0 },
      { token: buyer.token },
    );
    // The buyer sees the card; the notice is my company's only.
    expect(theirs.body.data.list.map((m) => m.type)).toEqual([MESSAGE_TYPE.rfqQuote]);

    // The quote keeps the ledger entry of the contact it spent.
    const stored = await storedQuoteOf(rfq.id, supplier.supplierId);
    const [entry] = await t.ctx.db
      .select()
      .from(serviceLedger)
      .where(eq(serviceLedger.id, stored?.contactEntryId ?? 0));
    expect(entry).toMatchObject({ supplierId: supplier.supplierId, buyerId: buyer.buyerId, contacts: -1 });
    expect(await rfqRow(rfq.id)).toMatchObject({ quoteCount: 1, state: 'open' });

    const card2 = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: supplier.token });
    expect(card2.body.data).toMatchObject({ quotedByMe: true, quoteCount: 1, quotesLeft: 9 });
    expect(card2.body.data.myQuote).toMatchObject({ id: mine.id, position: 1, of: 10 });
  });

  it('spends nothing on a buyer my company already contacted', async () => {
    const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const { buyer, rfq } = await openRfq();
    await callApi(t, buyerCalls.contact, { buyerId: buyer.buyerId }, { token: supplier.token });
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });
    await quoteRfq(t, supplier.token, quickQuote(rfq.id));
    expect(await quotaOf(t, supplier.token)).toMatchObject({ used: 1 });
    expect((await storedQuoteOf(rfq.id, supplier.supplierId))?.contactEntryId).toBeNull();
  });

  it('is refused by the chat/check rules, and then nothing is stored or spent', async () => {
    const { rfq, buyer } = await openRfq();
    const refusedWith = async (token: string, supplierId: number, code: number) => {
      const result = await quote(token, quickQuote(rfq.id));
      expect(result.body.code).toBe(code);
      expect(await storedQuoteOf(rfq.id, supplierId)).toBeUndefined();
      const [contact] = await t.ctx.db
        .select()
        .from(buyerContacts)
        .where(and(eq(buyerContacts.supplierId, supplierId), eq(buyerContacts.buyerId, buyer.buyerId)));
      expect(contact).toBeUndefined();
      const [conversation] = await t.ctx.db
        .select()
        .from(conversations)
        .where(eq(conversations.supplierId, supplierId));
      expect(conversation).toBeUndefined();
    };
    const ended = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await endServiceOf(t, ended.supplierId);
    await refusedWith(ended.token, ended.supplierId, ErrorCode.NO_LIVE_SUBSCRIPTION);

    const spentAll = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await setContacts(t, spentAll.supplierId, 3, 3);
    await refusedWith(spentAll.token, spentAll.supplierId, ErrorCode.QUOTA_EXHAUSTED);

    const locked = await signUpAndLogIn(t);
    await refusedWith(locked.token, locked.supplierId, ErrorCode.SHOWROOM_LOCKED);

    const unconfirmed = await signUpAndLogIn(t, {}, { verified: false });
    await refusedWith(unconfirmed.token, unconfirmed.supplierId, ErrorCode.EMAIL_UNVERIFIED);

    expect(await rfqRow(rfq.id)).toMatchObject({ quoteCount: 0, state: 'open' });
    expect(await quotaOf(t, spentAll.token)).toMatchObject({ used: 3 });
  });

  it('takes one quote per company: the second is RFQ_ALREADY_QUOTED and counts nothing', async () => {
    const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const { rfq } = await openRfq();
    await quoteRfq(t, supplier.token, quickQuote(rfq.id));
    const again = await quote(supplier.token, quickQuote(rfq.id, { price: '2.10' }));
    expect(again.body.code).toBe(ErrorCode.RFQ_ALREADY_QUOTED);
    expect(again.body.msg).toBe(translate('en', 'error.RFQ_ALREADY_QUOTED'));
    expect(await rfqRow(rfq.id)).toMatchObject({ quoteCount: 1 });
  });

  it('answers an empty quick quote field by field with the catalog texts', async () => {
    const supplier = await signUpAndLogIn(t);
    const empty = await callApi(t, rfqCalls.quote, { rfqId: 1 } as never, {
      token: supplier.token,
      lang: 'zh-CN',
    });
    expect(empty.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(empty)).toEqual({
      price: translate('ch', 'validation.priceRequired'),
      currency: translate('ch', 'validation.currencyRequired'),
      unit: translate('ch', 'validation.unitRequired'),
      terms: translate('ch', 'validation.termsRequired'),
    });
  });

  it('attaches only my own product and quotation, shown on the quote', async () => {
    const mine = await supplierWithProducts(t, { showroom: 'open' });
    const other = await supplierWithProducts(t);
    const { rfq } = await openRfq();
    const theirProduct = await quote(mine.token, quickQuote(rfq.id, { productId: other.honey.id }));
    expect(theirProduct.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const theirQuotation = (await createQuotation(t, other.token, quotationInput([other.honey.id]))).body
      .data;
    const foreign = await quote(mine.token, quickQuote(rfq.id, { quotationId: theirQuotation.id }));
    expect(Object.keys(fieldsOf(foreign))).toEqual(['quotationId']);
    expect(await storedQuoteOf(rfq.id, mine.supplierId)).toBeUndefined();

    const myQuotation = (await createQuotation(t, mine.token, quotationInput([mine.honey.id]))).body.data;
    const sent = await quoteRfq(
      t,
      mine.token,
      quickQuote(rfq.id, { productId: mine.honey.id, quotationId: myQuotation.id }),
    );
    expect(sent.product).toMatchObject({ productId: mine.honey.id, name: 'Manuka Honey 500 g' });
    expect(sent.quotation).toMatchObject({ quotationId: myQuotation.id, number: myQuotation.number });
  });

  it('is RECORD_NOT_FOUND for an RFQ that does not exist', async () => {
    const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const missing = await quote(supplier.token, quickQuote(999_999));
    expect(missing.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});

describe('rfq/quote/update: one revision', () => {
  it('keeps the previous terms as a version, spends nothing and sends the new card', async () => {
    const { supplier, buyer, buyerSocket } = await kit.supplierAndBuyer();
    const rfq = await postRfq(t, buyer.token, rfqInput(subId));
    const first = await quoteRfq(t, supplier.token, quickQuote(rfq.id, { price: '3.20', message: 'v1' }));
    const used = (await quotaOf(t, supplier.token)).used;

    const arriving = messageArriving(buyerSocket, buyer.code, (m) => m.rfqQuote?.version === 2);
    const revised = await callApi(
      t,
      rfqCalls.revise,
      { quoteId: first.id, price: '2.95', currency: 'EUR', unit: 'unit', terms: 'FOB', message: 'v2' },
      { token: supplier.token },
    );
    expect(revised.body.code).toBe(0);
    expect(revised.body.data).toMatchObject({ version: 2, price: '2.95', currency: 'EUR', canRevise: false });
    expect(revised.body.data.history).toMatchObject([
      { version: 1, price: '3.2', currency: 'USD', message: 'v1' },
    ]);
    expect((await arriving).rfqQuote).toMatchObject({ quoteId: first.id, version: 2, price: '2.95' });
    expect((await quotaOf(t, supplier.token)).used).toBe(used);
    expect(await rfqRow(rfq.id)).toMatchObject({ quoteCount: 1 });
    const versions = await t.ctx.db
      .select()
      .from(rfqQuoteVersions)
      .where(eq(rfqQuoteVersions.quoteId, first.id));
    expect(versions.map((v) => v.version)).toEqual([1]);

    const twice = await callApi(
      t,
      rfqCalls.revise,
      { quoteId: first.id, price: '2.90', currency: 'EUR', unit: 'unit', terms: 'FOB' },
      { token: supplier.token },
    );
    expect(twice.body.code).toBe(ErrorCode.RFQ_REVISION_USED);
  });

  it("never reaches another company's quote", async () => {
    const owner = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const other = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const { rfq } = await openRfq();
    const theirs = await quoteRfq(t, owner.token, quickQuote(rfq.id));
    const attempt = await callApi(
      t,
      rfqCalls.revise,
      { quoteId: theirs.id, price: '0.01', currency: 'USD', unit: 'unit', terms: 'FOB' },
      { token: other.token },
    );
    expect(attempt.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    expect((await storedQuoteOf(rfq.id, owner.supplierId))?.price).toBe('3.2000');
  });
});

describe('closing: full', () => {
  it('closes the RFQ as full with the quote that takes the last place; later ones get RFQ_FULL', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signUpAndLogIn(t, {}, { showroom: 'open' })));
    if (!a || !b || !c) throw new Error('setup');
    const { rfq } = await openRfq(2);
    await quoteRfq(t, a.token, quickQuote(rfq.id));
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'open', quoteCount: 1 });
    const last = await quoteRfq(t, b.token, quickQuote(rfq.id));
    expect(last.position).toBe(2);
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'closed', closeReason: 'full', quoteCount: 2 });

    const late = await quote(c.token, quickQuote(rfq.id));
    expect(late.body.code).toBe(ErrorCode.RFQ_FULL);
    expect(await quotaOf(t, c.token)).toMatchObject({ used: 0 });
    // The market no longer lists it; those who quoted still open it, others do not.
    const list = await callApi(t, rfqCalls.list, { pageSize: 100 }, { token: c.token });
    expect(list.body.data.list.map((r) => r.id)).not.toContain(rfq.id);
    const mine = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: a.token });
    expect(mine.body.data).toMatchObject({ state: 'closed', closeReason: 'full', quotesLeft: 0 });
    expect(mine.body.data.myQuote).toMatchObject({ state: 'rfq_closed', canRevise: false });
    const notMine = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: c.token });
    expect(notMine.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });

  it('lets exactly one of two suppliers racing for the last place win; the other spends nothing', async () => {
    const [first, a, b] = await Promise.all([1, 2, 3].map(() => signUpAndLogIn(t, {}, { showroom: 'open' })));
    if (!first || !a || !b) throw new Error('setup');
    const { rfq } = await openRfq(2);
    await quoteRfq(t, first.token, quickQuote(rfq.id));
    // PGlite runs transactions one by one; on PostgreSQL (TEST_DATABASE_URL) both really race for the row.
    const results = await Promise.all([a, b].map((s) => quote(s.token, quickQuote(rfq.id))));
    const codes = results.map((r) => r.body.code).sort((x, y) => x - y);
    expect(codes).toEqual([0, ErrorCode.RFQ_FULL]);
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'closed', closeReason: 'full', quoteCount: 2 });
    const stored = await t.ctx.db.select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, rfq.id));
    expect(stored).toHaveLength(2);
    const used = await Promise.all([a, b].map(async (s) => (await quotaOf(t, s.token)).used));
    expect(used.sort()).toEqual([0, 1]);
  });

  it('keeps the count right when many suppliers race for a few places', async () => {
    const suppliers = await Promise.all(
      Array.from({ length: 6 }, () => signUpAndLogIn(t, {}, { showroom: 'open' })),
    );
    const { rfq } = await openRfq(3);
    const results = await Promise.all(suppliers.map((s) => quote(s.token, quickQuote(rfq.id))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === ErrorCode.RFQ_FULL)).toHaveLength(3);
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'closed', closeReason: 'full', quoteCount: 3 });
    const positions = results.flatMap((r) => (r.body.code === 0 ? [r.body.data.position] : []));
    expect(positions.sort()).toEqual([1, 2, 3]);
  });
});
