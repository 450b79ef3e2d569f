import {
  buyerCalls,
  type ConsoleRfq,
  type ConsoleRfqDetail,
  chatCalls,
  consoleRfqCalls,
  ErrorCode,
  MESSAGE_TYPE,
  type Quota,
  type RfqState,
  rfqCalls,
  serviceCalls,
} from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rfqQuotes, rfqs, serviceLedger } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { postRfq, quickQuote, quoteRfq, rfqCategoryIds, rfqDay, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';

const clock = new TestClock();
let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let subId: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  editor = await makeStaffAndLogIn(t, { realName: 'Mei Chen', roleCode: 'content_editor' });
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  ({ subId } = await rfqCategoryIds(t));
});
afterAll(() => t.close());

/** A buyer's RFQ as posted: held for review when its remark has a link (the moderation rules), else open. */
async function postedRfq({
  isFlagged = false,
  productName,
  remark,
  maxQuotes = 10,
  expiresInDays = 30,
}: {
  isFlagged?: boolean;
  productName?: string;
  remark?: string;
  maxQuotes?: number;
  expiresInDays?: number;
} = {}) {
  const buyer = await makeBuyerAndLogIn(t, { companyName: 'Osaka Select Foods K.K.', country: 'JP' });
  const rfq = await postRfq(
    t,
    buyer.token,
    rfqInput(subId, {
      ...(productName ? { productName } : {}),
      remark: remark ?? (isFlagged ? 'Photos of what we want: www.example-shop.com/kitkat' : ''),
      quantity: 500,
      unit: 'case',
      targetPrice: '18.5',
      targetCurrency: 'USD',
      maxQuotes,
      expiresOn: rfqDay(expiresInDays),
    }),
  );
  expect(rfq.state).toBe(isFlagged ? 'review' : 'open');
  return { ...rfq, buyerId: buyer.buyerId };
}

/** A supplier ready to quote (published showroom) and its quote on the RFQ. */
async function quoted(rfq: { id: number; buyerId: number }, { isKnownBuyer = false } = {}) {
  const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
  // A buyer my company contacted already costs no contact when quoted.
  if (isKnownBuyer) await callApi(t, buyerCalls.contact, { buyerId: rfq.buyerId }, { token: supplier.token });
  const quote = await quoteRfq(
    t,
    supplier.token,
    quickQuote(rfq.id, { price: '17.9', unit: 'case', message: 'Green tea, 12 months shelf life.' }),
  );
  const [stored] = await t.ctx.db
    .select({ contactEntryId: rfqQuotes.contactEntryId })
    .from(rfqQuotes)
    .where(eq(rfqQuotes.id, quote.id));
  return { quote: { ...quote, contactEntryId: stored?.contactEntryId ?? null }, supplier };
}

const quotaOf = async (token: string) =>
  (await callApi(t, serviceCalls.quota, {}, { token })).body.data as Quota;
const infoOf = async (rfqId: number, token = editor.token) =>
  (await callApi(t, consoleRfqCalls.info, { rfqId }, { token })).body.data as ConsoleRfqDetail;
const listOf = async (state: RfqState, extra: { keyword?: string; featured?: boolean } = {}) =>
  (
    await callApi(
      t,
      consoleRfqCalls.list,
      { state, pageSize: 100, ...extra },
      { token: editor.token, lang: 'en' },
    )
  ).body.data.list as ConsoleRfq[];
const auditOf = (targetType: string, targetId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id));

describe('console RFQ permission', () => {
  it('is for support agents and content editors, never suppliers or billing managers', async () => {
    const rfq = await postedRfq({ isFlagged: true });
    const supplier = await signUpAndLogIn(t);
    const finance = await makeStaffAndLogIn(t, { roleCode: 'billing_manager' });
    for (const token of [supplier.token, finance.token]) {
      const listed = await callApi(t, consoleRfqCalls.list, {}, { token });
      expect(listed.status).toBe(403);
      expect(listed.body.code).toBe(ErrorCode.FORBIDDEN);
      const approved = await callApi(
        t,
        consoleRfqCalls.decide,
        { rfqId: rfq.id, decision: 'approve' },
        { token },
      );
      expect(approved.status).toBe(403);
    }
    expect((await infoOf(rfq.id)).state).toBe('review');
    for (const token of [editor.token, agent.token]) {
      const listed = await callApi(t, consoleRfqCalls.list, { state: 'review' }, { token });
      expect(listed.body.code).toBe(0);
      expect(listed.body.data.list.map((r) => r.id)).toContain(rfq.id);
    }
  });
});

describe('RFQ review', () => {
  it('lists the RFQs held for review oldest first, with buyer, flags and category', async () => {
    const older = await postedRfq({ isFlagged: true });
    clock.advanceHours(1);
    const newer = await postedRfq({
      isFlagged: true,
      remark: 'Contact me on WhatsApp, catalogue at www.example-shop.com',
    });
    const ids = (await listOf('review')).map((r) => r.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const card = (await listOf('review')).find((r) => r.id === newer.id);
    expect(card).toMatchObject({
      number: `RFQ-${String(newer.id).padStart(6, '0')}`,
      flags: ['link', 'banned_word'],
      category: { id: subId, mainCategory: 'food_beverage' },
      buyer: { companyName: 'Osaka Select Foods K.K.', country: 'JP' },
      targetPrice: { amount: '18.5', currency: 'USD', unit: 'case' },
      state: 'review',
      reviewedBy: null,
    });
    // Open RFQs come newest first; a keyword finds by product or RFQ number.
    const a = await postedRfq({ productName: 'Yuzu ponzu 360 ml' });
    clock.advanceHours(1);
    const b = await postedRfq({ productName: 'Yuzu kosho 80 g' });
    const open = (await listOf('open', { keyword: 'yuzu' })).map((r) => r.id);
    expect(open).toEqual([b.id, a.id]);
    expect(
      (await listOf('open', { keyword: `RFQ-${String(a.id).padStart(6, '0')}` })).map((r) => r.id),
    ).toEqual([a.id]);
  });

  it('approves an RFQ in review: it opens now, with who reviewed it, audited', async () => {
    const rfq = await postedRfq({ isFlagged: true });
    const result = await callApi(
      t,
      consoleRfqCalls.decide,
      { rfqId: rfq.id, decision: 'approve' },
      { token: editor.token },
    );
    expect(result.body.code).toBe(0);
    expect(result.body.data).toMatchObject({ state: 'open', reviewedBy: 'Mei Chen', rejectReason: null });
    const [stored] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(stored?.openedAt?.getTime()).toBeGreaterThanOrEqual(new Date(rfq.postedAt).getTime());
    expect(stored?.reviewedBy).toBe(editor.userId);
    const audit = await auditOf('rfq', rfq.id);
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([['rfq.approve', 'Mei Chen']]);
    // Decided once: a second decision, either way, is refused and changes nothing.
    for (const decision of ['approve', 'reject'] as const) {
      const again = await callApi(
        t,
        consoleRfqCalls.decide,
        { rfqId: rfq.id, decision, reason: 'Spam' },
        { token: agent.token },
      );
      expect(again.body.code).toBe(ErrorCode.RFQ_DECIDED);
    }
    expect(await auditOf('rfq', rfq.id)).toHaveLength(1);
  });

  it('rejects only with a reason, which the buyer sees, audited', async () => {
    const rfq = await postedRfq({ isFlagged: true });
    const noReason = await callApi(
      t,
      consoleRfqCalls.decide,
      { rfqId: rfq.id, decision: 'reject', reason: '  ' },
      { token: agent.token, lang: 'en' },
    );
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(noReason).reason).toBe('Say why (it is kept in the audit log)');
    expect((await infoOf(rfq.id)).state).toBe('review');
    const reason = 'Links to outside shops are not allowed; please describe the product instead.';
    const rejected = await callApi(
      t,
      consoleRfqCalls.decide,
      { rfqId: rfq.id, decision: 'reject', reason },
      { token: agent.token },
    );
    expect(rejected.body.data).toMatchObject({
      state: 'rejected',
      rejectReason: reason,
      reviewedBy: 'Grace Lin',
    });
    const [audit] = await auditOf('rfq', rfq.id);
    expect(audit).toMatchObject({ action: 'rfq.reject', actorName: 'Grace Lin' });
    expect(audit?.details).toMatchObject({ reason, flags: ['link'] });
    expect((await listOf('rejected')).map((r) => r.id)).toContain(rfq.id);
    const approve = await callApi(
      t,
      consoleRfqCalls.decide,
      { rfqId: rfq.id, decision: 'approve' },
      { token: editor.token },
    );
    expect(approve.body.code).toBe(ErrorCode.RFQ_DECIDED);
  });

  it('features and unfeatures open RFQs only, audited', async () => {
    const open = await postedRfq();
    const featured = await callApi(
      t,
      consoleRfqCalls.feature,
      { rfqId: open.id, featured: true },
      { token: editor.token },
    );
    expect(featured.body.data).toMatchObject({ featured: true });
    expect(featured.body.data.featuredReasons).toContain('platform');
    expect((await listOf('open', { featured: true })).map((r) => r.id)).toContain(open.id);
    const unfeatured = await callApi(
      t,
      consoleRfqCalls.feature,
      { rfqId: open.id, featured: false },
      { token: editor.token },
    );
    expect(unfeatured.body.data.featured).toBe(false);
    expect((await listOf('open', { featured: true })).map((r) => r.id)).not.toContain(open.id);
    expect((await auditOf('rfq', open.id)).map((a) => a.action)).toEqual(['rfq.feature', 'rfq.unfeature']);
    const full = await postedRfq({ maxQuotes: 1 });
    await quoted(full);
    for (const rfq of [await postedRfq({ isFlagged: true }), full]) {
      const refused = await callApi(
        t,
        consoleRfqCalls.feature,
        { rfqId: rfq.id, featured: true },
        { token: editor.token },
      );
      expect(refused.body.code).toBe(ErrorCode.RFQ_NOT_OPEN);
      expect((await infoOf(rfq.id)).featured).toBe(false);
    }
  });
});

describe('quote moderation', () => {
  it('rejects an off-topic quote with a reason and gives back exactly the one contact it spent', async () => {
    const rfq = await postedRfq();
    const { quote, supplier } = await quoted(rfq);
    const before = await quotaOf(supplier.token);
    const reason = 'Your quote is for green tea, not the KitKat asked for.';
    const rejected = await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: quote.id, reason },
      { token: editor.token },
    );
    expect(rejected.body.code).toBe(0);
    expect(rejected.body.data).toMatchObject({ id: quote.id, rejectReason: reason, contactRefunded: true });
    const after = await quotaOf(supplier.token);
    expect(after.remaining).toBe(before.remaining + 1);
    const refunds = await t.ctx.db
      .select()
      .from(serviceLedger)
      .where(
        and(eq(serviceLedger.supplierId, supplier.supplierId), eq(serviceLedger.reason, 'contact_refund')),
      );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ contacts: 1, reversesId: quote.contactEntryId, buyerId: rfq.buyerId });
    expect(refunds[0]?.note).toContain(reason);
    // It no longer counts against the RFQ's maximum.
    expect((await infoOf(rfq.id)).quoteCount).toBe(0);
    // The supplier sees the reason on My quotes.
    const mine = await callApi(t, rfqCalls.myQuotes, {}, { token: supplier.token });
    expect(mine.body.data.list.find((row) => row.quote.id === quote.id)?.quote).toMatchObject({
      state: 'rejected',
      rejectReason: reason,
    });
    // …and in the conversation with the buyer, a notice for the company only.
    const history = await callApi(
      t,
      chatCalls.history,
      { conversationId: quote.conversationId ?? 0 },
      { token: supplier.token },
    );
    expect(history.body.data.list[0]).toMatchObject({
      type: MESSAGE_TYPE.system,
      content: 'notice.rfqQuoteRejected',
    });
    const [audit] = await auditOf('rfq_quote', quote.id);
    expect(audit).toMatchObject({ action: 'rfq.quote.reject', actorName: 'Mei Chen' });
    expect(audit?.details).toMatchObject({ reason, contactRefunded: true, supplierId: supplier.supplierId });

    // Twice: refused, and nothing more is given back.
    const again = await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: quote.id, reason: 'Again' },
      { token: agent.token },
    );
    expect(again.body.code).toBe(ErrorCode.RFQ_QUOTE_DECIDED);
    expect((await quotaOf(supplier.token)).remaining).toBe(after.remaining);
    expect(await auditOf('rfq_quote', quote.id)).toHaveLength(1);
    const quotes = (await infoOf(rfq.id)).quotes;
    expect(quotes.map((q) => [q.id, q.rejectReason, q.contactRefunded])).toEqual([[quote.id, reason, true]]);
  });

  it('gives the contact back once when two moderators reject the same quote at once', async () => {
    const rfq = await postedRfq();
    const { quote, supplier } = await quoted(rfq);
    const before = await quotaOf(supplier.token);
    const results = await Promise.all(
      [editor, agent].map((staff) =>
        callApi(
          t,
          consoleRfqCalls.rejectQuote,
          { quoteId: quote.id, reason: 'Spam' },
          { token: staff.token },
        ),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RFQ_QUOTE_DECIDED]);
    expect((await quotaOf(supplier.token)).remaining).toBe(before.remaining + 1);
    expect(await auditOf('rfq_quote', quote.id)).toHaveLength(1);
    expect((await infoOf(rfq.id)).quoteCount).toBe(0);
  });

  it('refunds nothing for a quote that spent no contact (the buyer was a contact already)', async () => {
    const rfq = await postedRfq();
    const { quote, supplier } = await quoted(rfq, { isKnownBuyer: true });
    expect(quote.contactEntryId).toBeNull();
    const before = await quotaOf(supplier.token);
    const rejected = await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: quote.id, reason: 'Off topic' },
      { token: agent.token },
    );
    expect(rejected.body.data).toMatchObject({ rejectReason: 'Off topic', contactRefunded: false });
    expect(await quotaOf(supplier.token)).toEqual(before);
    const [audit] = await auditOf('rfq_quote', quote.id);
    expect(audit?.details).toMatchObject({ contactRefunded: false, refundEntryId: null });
  });

  it('needs a reason, and reopens an RFQ that had closed as full (not one that expired)', async () => {
    const rfq = await postedRfq({ maxQuotes: 1 });
    const { quote } = await quoted(rfq);
    expect((await infoOf(rfq.id)).state).toBe('closed');
    const noReason = await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: quote.id, reason: '' },
      { token: editor.token, lang: 'en' },
    );
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(noReason).reason).toBe('Say why (it is kept in the audit log)');
    await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: quote.id, reason: 'Spam' },
      { token: editor.token },
    );
    expect(await infoOf(rfq.id)).toMatchObject({
      state: 'open',
      closeReason: null,
      quoteCount: 0,
      quotesLeft: 1,
    });

    const lapsed = await postedRfq({ maxQuotes: 1, expiresInDays: 1 });
    const late = await quoted(lapsed);
    clock.advanceHours(72);
    await callApi(
      t,
      consoleRfqCalls.rejectQuote,
      { quoteId: late.quote.id, reason: 'Spam' },
      { token: editor.token },
    );
    expect(await infoOf(lapsed.id)).toMatchObject({ state: 'closed', closeReason: 'full', quoteCount: 0 });
  });
});
