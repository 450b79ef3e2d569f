import type { buyerRfqCalls, CallInput, Lang, MyRfq, MyRfqDetail, Page, ReceivedQuote } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller } from '../../http/caller.js';
import { deliverRfqChat, insertRfqNoticeInTx } from '../chat/rfqQuoteCard.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { effectiveStateOf, toMyRfqDto } from './rfq.presenter.js';
import { awardRfq, closeRfq, findBuyerRfq, listBuyerRfqs, lockRfq, type RfqRow } from './rfq.repository.js';
import { loadRfqCategories } from './rfqCategories.js';
import {
  findReceivedQuote,
  listReceivedQuotes,
  lockQuote,
  markQuotesViewed,
  type QuoteRow,
  updateQuote,
} from './rfqQuotes.repository.js';
import { presentReceivedQuotes } from './rfqQuoteView.js';

/** `buyer-app/rfq/list`: my RFQs, newest first: all, active (in review or open) or closed. */
export async function listBuyerRfqPage(
  ctx: AppContext,
  caller: BuyerCaller,
  query: CallInput<typeof buyerRfqCalls.list>,
  lang: Lang,
): Promise<Page<MyRfq>> {
  const now = ctx.clock.now();
  const { rows, total } = await listBuyerRfqs(ctx.db, caller.buyerId, query.state, now, pageRange(query));
  const [categories, files] = await Promise.all([
    loadRfqCategories(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((r) => r.rfq.attachmentFileIds),
    ),
  ]);
  return toPage(
    rows.map((row) => toMyRfqDto(row, categories, files, now)),
    total,
    query,
  );
}

/** One of my RFQs as its buyer sees it (another buyer's: RECORD_NOT_FOUND). */
async function getMyRfq(ctx: AppContext, caller: BuyerCaller, rfqId: number, lang: Lang): Promise<MyRfq> {
  const row = await findBuyerRfq(ctx.db, caller.buyerId, rfqId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [categories, files] = await Promise.all([
    loadRfqCategories(ctx, lang),
    getFileRefsById(ctx, row.rfq.attachmentFileIds),
  ]);
  return toMyRfqDto(row, categories, files, ctx.clock.now());
}

/**
 * `buyer-app/rfq/info`: one of my RFQs with the quotes received side by side (price per my unit
 * where the units allow, the suppliers' cards and badges). Opening it marks the quotes viewed.
 */
export async function getBuyerRfqDetail(
  ctx: AppContext,
  caller: BuyerCaller,
  rfqId: number,
  lang: Lang,
): Promise<MyRfqDetail> {
  const owned = await findBuyerRfq(ctx.db, caller.buyerId, rfqId);
  if (!owned) throw new AppError('RECORD_NOT_FOUND');
  await markQuotesViewed(ctx.db, rfqId, ctx.clock.now());
  const [rfq, rows] = await Promise.all([
    getMyRfq(ctx, caller, rfqId, lang),
    listReceivedQuotes(ctx.db, rfqId),
  ]);
  return { ...rfq, quotes: await presentReceivedQuotes(ctx, owned.rfq, rows) };
}

/** `buyer-app/rfq/cancel`: closes one of my RFQs that is open (or still in review) as cancelled. */
export async function cancelBuyerRfq(
  ctx: AppContext,
  caller: BuyerCaller,
  rfqId: number,
  lang: Lang,
): Promise<MyRfq> {
  await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const rfq = await lockRfq(tx, rfqId);
    if (!rfq || rfq.buyerId !== caller.buyerId) throw new AppError('RECORD_NOT_FOUND');
    const { state } = effectiveStateOf(rfq, now);
    if (state !== 'open' && state !== 'review') throw new AppError('RFQ_NOT_OPEN');
    await closeRfq(tx, rfq.id, 'cancelled', now);
  });
  ctx.log.info({ buyerId: caller.buyerId, rfqId }, 'rfq cancelled by its buyer');
  return getMyRfq(ctx, caller, rfqId, lang);
}

/**
 * Inside a decision's transaction: locks the RFQ (then the quote) of one of my quotes and checks it
 * may still be decided: not on a cancelled RFQ (RFQ_NOT_OPEN), nor once the RFQ was awarded or the
 * quote declined (RFQ_QUOTE_DECIDED).
 */
async function lockDecidable(
  tx: Database,
  caller: BuyerCaller,
  quoteId: number,
): Promise<{ rfq: RfqRow; quote: QuoteRow }> {
  const found = await findReceivedQuote(tx, caller.buyerId, quoteId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  const rfq = await lockRfq(tx, found.quote.rfqId);
  const quote = await lockQuote(tx, quoteId);
  if (!rfq || !quote) throw new AppError('RECORD_NOT_FOUND');
  if (rfq.closeReason === 'cancelled') throw new AppError('RFQ_NOT_OPEN');
  if (rfq.closeReason === 'awarded' || quote.decision === 'declined' || quote.decision === 'awarded')
    throw new AppError('RFQ_QUOTE_DECIDED');
  return { rfq, quote };
}

/** One of my received quotes as JSON, read again after a change. */
async function receivedQuote(ctx: AppContext, caller: BuyerCaller, quoteId: number): Promise<ReceivedQuote> {
  const row = await findReceivedQuote(ctx.db, caller.buyerId, quoteId);
  const owned = row && (await findBuyerRfq(ctx.db, caller.buyerId, row.quote.rfqId));
  if (!row || !owned) throw new AppError('RECORD_NOT_FOUND');
  const [quote] = await presentReceivedQuotes(ctx, owned.rfq, [row]);
  if (!quote) throw new AppError('RECORD_NOT_FOUND');
  return quote;
}

/** `buyer-app/rfq/quote/shortlist`: puts a quote on my shortlist, or takes it off. */
export async function shortlistQuote(
  ctx: AppContext,
  caller: BuyerCaller,
  input: CallInput<typeof buyerRfqCalls.shortlist>,
): Promise<ReceivedQuote> {
  await inTransaction(ctx.db, async (tx) => {
    const { quote } = await lockDecidable(tx, caller, input.quoteId);
    await updateQuote(tx, quote.id, {
      decision: input.shortlisted ? 'shortlisted' : null,
      decidedAt: input.shortlisted ? ctx.clock.now() : null,
    });
  });
  return receivedQuote(ctx, caller, input.quoteId);
}

/** `buyer-app/rfq/quote/decline`: declines a quote with a reason (and a note) its supplier sees; the supplier is told in chat. */
export async function declineQuote(
  ctx: AppContext,
  caller: BuyerCaller,
  input: CallInput<typeof buyerRfqCalls.decline>,
): Promise<ReceivedQuote> {
  const delivery = await inTransaction(ctx.db, async (tx) => {
    const { quote } = await lockDecidable(tx, caller, input.quoteId);
    await updateQuote(tx, quote.id, {
      decision: 'declined',
      declineReason: input.reason,
      declineNote: input.note || null,
      decidedAt: ctx.clock.now(),
    });
    const pair = { supplierId: quote.supplierId, buyerId: caller.buyerId };
    return { pair, notice: await insertRfqNoticeInTx(tx, pair, 'notice.rfqDeclined') };
  });
  await deliverRfqChat(ctx, delivery);
  return receivedQuote(ctx, caller, input.quoteId);
}

/**
 * `buyer-app/rfq/award`: awards my RFQ to one quote: the RFQ closes as awarded (also after it closed
 * full or expired), the other quotes stay as they are, and the supplier is told in its conversation.
 */
export async function awardQuote(
  ctx: AppContext,
  caller: BuyerCaller,
  quoteId: number,
  lang: Lang,
): Promise<MyRfqDetail> {
  const { rfqId, delivery } = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const { rfq, quote } = await lockDecidable(tx, caller, quoteId);
    await updateQuote(tx, quote.id, { decision: 'awarded', decidedAt: now });
    await awardRfq(tx, rfq.id, quote.id, now);
    const pair = { supplierId: quote.supplierId, buyerId: caller.buyerId };
    return {
      rfqId: rfq.id,
      delivery: { pair, notice: await insertRfqNoticeInTx(tx, pair, 'notice.rfqAwarded') },
    };
  });
  ctx.log.info({ buyerId: caller.buyerId, rfqId, quoteId }, 'rfq awarded');
  await deliverRfqChat(ctx, delivery);
  return getBuyerRfqDetail(ctx, caller, rfqId, lang);
}
