import type { CallInput, Lang, OpenRfqsOfBuyer, Page, RfqCard, RfqDetail, rfqCalls } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getBuyerDetail, requireBuyer } from '../buyers/pool.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { findMyLinkedProductId } from '../products/products.service.js';
import { listCategoryAndDescendants } from '../reference/categories.service.js';
import { attachmentsOf, toRfqCardDto } from './rfq.presenter.js';
import { findRfqCard, listMarketRfqs, listOpenRfqsOfBuyer } from './rfq.repository.js';
import { loadRfqCategories } from './rfqCategories.js';
import { findMyQuote, findQuoteOfSupplier } from './rfqQuotes.repository.js';
import { presentMyQuotes } from './rfqQuoteView.js';

/**
 * `rfq/public/list`: the RFQs open for quotes now. Featured: the platform's picks and those scoring
 * at least RFQ_LIMITS.featuredScore, picks first then by score (unless sorted by closing or quantity);
 * Newest: all, most recently opened first. Filters: category (with its sub-categories), the buyer's
 * country, terms, keyword, and hiding those my company quoted.
 */
export async function listRfqMarket(
  ctx: AppContext,
  caller: SupplierCaller,
  query: CallInput<typeof rfqCalls.list>,
  lang: Lang,
): Promise<Page<RfqCard>> {
  const now = ctx.clock.now();
  const { rows, total } = await listMarketRfqs(
    ctx.db,
    {
      now,
      supplierId: caller.supplierId,
      featuredOnly: query.tab === 'featured',
      categoryIds: query.categoryId ? await listCategoryAndDescendants(ctx, query.categoryId) : undefined,
      country: query.country || undefined,
      terms: query.terms,
      keyword: query.keyword?.trim() || undefined,
      hideQuoted: query.hideQuoted,
    },
    query.sort,
    pageRange(query),
  );
  const categories = await loadRfqCategories(ctx, lang);
  return toPage(
    rows.map((row) => toRfqCardDto(row, categories, now)),
    total,
    query,
  );
}

/**
 * `rfq/public/info`: an RFQ in full for my company: open ones, and closed ones we quoted (never one
 * held for review or rejected: RECORD_NOT_FOUND), with the buyer's card as in chat, the attachments,
 * our quote (history and place) and our product for its catalogue product.
 */
export async function getRfqForSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  rfqId: number,
  lang: Lang,
): Promise<RfqDetail> {
  const now = ctx.clock.now();
  const row = await findRfqCard(ctx.db, rfqId, caller.supplierId);
  if (!row || (row.rfq.state !== 'open' && row.rfq.state !== 'closed'))
    throw new AppError('RECORD_NOT_FOUND');
  const { rfq } = row;
  const card = toRfqCardDto(row, await loadRfqCategories(ctx, lang), now);
  // Closed (or past its time): only for a company that quoted it.
  if (card.state !== 'open' && !row.quotedByMe) throw new AppError('RECORD_NOT_FOUND');
  const quote = await findQuoteOfSupplier(ctx.db, rfq.id, caller.supplierId);
  const [buyerDetail, files, myQuoteRow, myProductId] = await Promise.all([
    getBuyerDetail(ctx, caller, lang, rfq.buyerId),
    getFileRefsById(ctx, rfq.attachmentFileIds),
    quote ? findMyQuote(ctx.db, caller.supplierId, quote.id, now) : undefined,
    rfq.masterProductId ? findMyLinkedProductId(ctx, caller, rfq.masterProductId) : null,
  ]);
  const [myQuote] = myQuoteRow ? await presentMyQuotes(ctx, [myQuoteRow], now) : [];
  return {
    ...card,
    barcode: rfq.barcode,
    masterProductId: rfq.masterProductId,
    shelfLifeDays: rfq.shelfLifeDays,
    certifications: rfq.certifications as RfqDetail['certifications'],
    attachments: attachmentsOf(rfq, files),
    buyerDetail,
    myQuote: myQuote ?? null,
    myProductId: myProductId ?? null,
  };
}

/** `rfq/buyer/open` ("Quote Now" in the buyer pool): the buyer's RFQs open for quotes now. */
export async function listOpenRfqsForBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  buyerId: number,
  lang: Lang,
): Promise<OpenRfqsOfBuyer> {
  await requireBuyer(ctx, caller, buyerId);
  const now = ctx.clock.now();
  const [rows, categories] = await Promise.all([
    listOpenRfqsOfBuyer(ctx.db, buyerId, caller.supplierId, now),
    loadRfqCategories(ctx, lang),
  ]);
  return { buyerId, rfqs: rows.map((row) => toRfqCardDto(row, categories, now)) };
}
