import type {
  CallInput,
  ConsoleRfq,
  ConsoleRfqDetail,
  ConsoleRfqQuote,
  consoleRfqCalls,
  Lang,
  Page,
  QuotationCard,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { deliverRfqChat, insertRfqNoticeInTx } from '../chat/rfqQuoteCard.service.js';
import { getLogoUrls } from '../company/companyPublic.service.js';
import { getCredentialBadges } from '../credentials/credentialBadges.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { findQuotationSummary } from '../quotations/quotations.service.js';
import { refundContact } from '../service/service.service.js';
import { effectiveStateOf, rfqNumber } from './rfq.presenter.js';
import { toConsoleQuoteDto, toConsoleRfqDto } from './rfqModeration.presenter.js';
import {
  type ConsoleQuoteRow,
  type ConsoleRfqRow,
  findQuoteForConsole,
  findRfqForConsole,
  findRfqIdOfQuote,
  listQuotesForConsole,
  listRfqsForConsole,
  lockQuote,
  lockRfq,
  updateQuote,
  updateRfq,
} from './rfqModeration.repository.js';

async function toConsoleRfqs(ctx: AppContext, rows: ConsoleRfqRow[], lang: Lang): Promise<ConsoleRfq[]> {
  const files = await getFileRefsById(
    ctx,
    rows.flatMap((row) => row.rfq.attachmentFileIds),
  );
  const now = ctx.clock.now();
  return rows.map((row) => toConsoleRfqDto(row, files, lang, now));
}

async function consoleRfq(ctx: AppContext, rfqId: number, lang: Lang): Promise<ConsoleRfq> {
  const row = await findRfqForConsole(ctx.db, rfqId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [dto] = await toConsoleRfqs(ctx, [row], lang);
  if (!dto) throw new AppError('RECORD_NOT_FOUND');
  return dto;
}

async function quotationCards(ctx: AppContext, rows: ConsoleQuoteRow[]): Promise<Map<number, QuotationCard>> {
  const cards = new Map<number, QuotationCard>();
  for (const { quote } of rows) {
    if (!quote.quotationId || cards.has(quote.quotationId)) continue;
    const summary = await findQuotationSummary(ctx, quote.supplierId, quote.quotationId);
    if (summary)
      cards.set(quote.quotationId, {
        quotationId: summary.id,
        version: summary.version,
        number: summary.number,
        name: summary.name,
        terms: summary.terms,
        place: summary.place,
        currency: summary.currency,
        expiresOn: summary.expiresOn,
        lineCount: summary.lineCount,
      });
  }
  return cards;
}

async function toConsoleQuotes(
  ctx: AppContext,
  rows: ConsoleQuoteRow[],
  rfqUnit: ConsoleRfqRow['rfq']['unit'],
): Promise<ConsoleRfqQuote[]> {
  const supplierIds = rows.map((row) => row.quote.supplierId);
  const [logos, badges, productImages, quotations] = await Promise.all([
    getLogoUrls(ctx, supplierIds),
    getCredentialBadges(ctx, supplierIds),
    getFileRefsById(
      ctx,
      rows.flatMap((row) => row.product?.imageIds.slice(0, 1) ?? []),
    ),
    quotationCards(ctx, rows),
  ]);
  return rows.map((row) => toConsoleQuoteDto(row, rfqUnit, { logos, badges, productImages, quotations }));
}

/** RFQs of one state: those held for review oldest first (the queue), the others newest first. */
export async function listRfqsOfConsole(
  ctx: AppContext,
  query: CallInput<typeof consoleRfqCalls.list>,
  lang: Lang,
): Promise<Page<ConsoleRfq>> {
  const { rows, total } = await listRfqsForConsole(
    ctx.db,
    { state: query.state, keyword: query.keyword, featured: query.featured },
    pageRange(query),
  );
  return toPage(await toConsoleRfqs(ctx, rows, lang), total, query);
}

/** An RFQ in full with every quote on it (rejected ones included), for the moderator. */
export async function getRfqOfConsole(ctx: AppContext, rfqId: number, lang: Lang): Promise<ConsoleRfqDetail> {
  const row = await findRfqForConsole(ctx.db, rfqId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [[rfq], quotes] = await Promise.all([
    toConsoleRfqs(ctx, [row], lang),
    listQuotesForConsole(ctx.db, rfqId).then((rows) => toConsoleQuotes(ctx, rows, row.rfq.unit)),
  ]);
  if (!rfq) throw new AppError('RECORD_NOT_FOUND');
  return { ...rfq, quotes };
}

/**
 * Approves an RFQ held for review (it opens for quotes now) or rejects it with a reason its buyer
 * sees. Only an RFQ in review can be decided (else RFQ_DECIDED). Audited in the same transaction.
 */
export async function decideRfq(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleRfqCalls.decide>,
  lang: Lang,
): Promise<ConsoleRfq> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const rfq = await lockRfq(tx, input.rfqId);
    if (!rfq) throw new AppError('RECORD_NOT_FOUND');
    if (rfq.state !== 'review') throw new AppError('RFQ_DECIDED');
    const approved = input.decision === 'approve';
    await updateRfq(tx, rfq.id, {
      state: approved ? 'open' : 'rejected',
      rejectReason: approved ? null : input.reason,
      reviewedBy: caller.userId,
      reviewedAt: now,
      ...(approved ? { openedAt: now } : {}),
    });
    await recordAudit(tx, {
      actor: caller,
      action: `rfq.${input.decision}`,
      targetType: 'rfq',
      targetId: rfq.id,
      details: {
        number: rfqNumber(rfq.id),
        buyerId: rfq.buyerId,
        productName: rfq.productName,
        flags: rfq.flags,
        ...(approved ? {} : { reason: input.reason }),
      },
    });
  });
  return consoleRfq(ctx, input.rfqId, lang);
}

/** Features an open RFQ in the market (or takes the feature away); open RFQs only. Audited. */
export async function featureRfq(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleRfqCalls.feature>,
  lang: Lang,
): Promise<ConsoleRfq> {
  await inTransaction(ctx.db, async (tx) => {
    const rfq = await lockRfq(tx, input.rfqId);
    if (!rfq) throw new AppError('RECORD_NOT_FOUND');
    if (effectiveStateOf(rfq, ctx.clock.now()).state !== 'open') throw new AppError('RFQ_NOT_OPEN');
    if (rfq.featured === input.featured) return;
    await updateRfq(tx, rfq.id, { featured: input.featured });
    await recordAudit(tx, {
      actor: caller,
      action: input.featured ? 'rfq.feature' : 'rfq.unfeature',
      targetType: 'rfq',
      targetId: rfq.id,
      details: { number: rfqNumber(rfq.id), productName: rfq.productName },
    });
  });
  return consoleRfq(ctx, input.rfqId, lang);
}

/**
 * Rejects an off-topic quote with a reason its supplier sees, in one transaction with its audit
 * entry: the quote no longer counts against the RFQ's maximum (an RFQ that had closed as full and
 * has not expired opens again), and the contact it spent, if any, is given back in the ledger.
 * A quote rejected already is RFQ_QUOTE_DECIDED (and refunds nothing more).
 */
export async function rejectRfqQuote(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleRfqCalls.rejectQuote>,
): Promise<ConsoleRfqQuote> {
  const now = ctx.clock.now();
  const rfqId = await findRfqIdOfQuote(ctx.db, input.quoteId);
  if (rfqId === undefined) throw new AppError('RECORD_NOT_FOUND');
  const { rfqUnit, delivery } = await inTransaction(ctx.db, async (tx) => {
    // The RFQ's row first, as quoting locks it: the count and the quotes change under one lock.
    const rfq = await lockRfq(tx, rfqId);
    const quote = await lockQuote(tx, input.quoteId);
    if (!rfq || !quote) throw new AppError('RECORD_NOT_FOUND');
    if (quote.rejectReason !== null) throw new AppError('RFQ_QUOTE_DECIDED');
    await updateQuote(tx, quote.id, {
      rejectReason: input.reason,
      rejectedBy: caller.userId,
      rejectedAt: now,
    });
    const reopens = rfq.state === 'closed' && rfq.closeReason === 'full' && rfq.expiresAt > now;
    await updateRfq(tx, rfq.id, {
      quoteCount: Math.max(0, rfq.quoteCount - 1),
      ...(reopens ? { state: 'open', closeReason: null, closedAt: null } : {}),
    });
    const refundEntryId = quote.contactEntryId
      ? await refundContact(
          tx,
          {
            supplierId: quote.supplierId,
            entryId: quote.contactEntryId,
            note: `${rfqNumber(rfq.id)}: ${input.reason}`,
            userId: caller.userId,
          },
          now,
        )
      : null;
    await recordAudit(tx, {
      actor: caller,
      action: 'rfq.quote.reject',
      targetType: 'rfq_quote',
      targetId: quote.id,
      details: {
        rfqId: rfq.id,
        number: rfqNumber(rfq.id),
        supplierId: quote.supplierId,
        reason: input.reason,
        contactRefunded: refundEntryId !== null,
        refundEntryId,
        reopened: reopens,
      },
    });
    const pair = { supplierId: quote.supplierId, buyerId: rfq.buyerId };
    const notice = await insertRfqNoticeInTx(tx, pair, 'notice.rfqQuoteRejected');
    return { rfqUnit: rfq.unit, delivery: { pair, notice } };
  });
  await deliverRfqChat(ctx, delivery);
  const row = await findQuoteForConsole(ctx.db, input.quoteId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [dto] = await toConsoleQuotes(ctx, [row], rfqUnit);
  if (!dto) throw new AppError('RECORD_NOT_FOUND');
  return dto;
}
