import {
  type CallInput,
  type Lang,
  type MyRfqQuote,
  type QuickQuoteTerms,
  type QuickQuoteTermsSchema,
  RFQ_LIMITS,
  type rfqCalls,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import type { StoredQuoteAttachments, StoredRfqQuoteCard } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import {
  deliverRfqChat,
  insertRfqQuoteCardInTx,
  openQuoteConversationInTx,
  type RfqChatDelivery,
} from '../chat/rfqQuoteCard.service.js';
import { getProduct } from '../products/products.service.js';
import { findMyQuotationSummary } from '../quotations/quotations.service.js';
import { assertOffered, loadOfferedCheck, type OfferedCheck } from '../reference/attributes.service.js';
import { isTakingQuotes, rfqNumber, termsOfQuote } from './rfq.presenter.js';
import { countQuote, lockRfq, type RfqRow } from './rfq.repository.js';
import {
  findMyQuote,
  findQuote,
  findQuoteOfSupplier,
  insertQuote,
  insertQuoteVersion,
  lockQuote,
  type QuoteRow,
  updateQuote,
} from './rfqQuotes.repository.js';
import { presentMyQuotes } from './rfqQuoteView.js';

type Terms = z.output<typeof QuickQuoteTermsSchema>;

/** A quote's codes, checked against what the platform offers; a revision may keep what the quote had. */
function offeredChecksOf(input: Terms, had?: Pick<QuoteRow, 'currency' | 'unit' | 'place'>): OfferedCheck[] {
  return [
    { field: 'currency', list: 'currency', value: input.currency, had: had ? [had.currency] : [] },
    { field: 'unit', list: 'unit', value: input.unit, had: had ? [had.unit] : [] },
    { field: 'place', list: 'place', value: input.place, had: had ? [had.place] : [] },
  ];
}

/** The product and quotation a quote attaches: each must be my company's (product: RECORD_NOT_FOUND). */
async function resolveAttachments(
  ctx: AppContext,
  caller: SupplierCaller,
  input: Pick<QuickQuoteTerms, 'productId' | 'quotationId'>,
  lang: Lang,
): Promise<StoredQuoteAttachments> {
  const product = input.productId ? await getProduct(ctx, caller, input.productId, lang) : null;
  const quotation = input.quotationId ? await findMyQuotationSummary(ctx, caller, input.quotationId) : null;
  if (input.quotationId && !quotation)
    throw new AppError('VALIDATION', { fields: { quotationId: 'validation.invalid' } });
  if (quotation?.isExpired)
    throw new AppError('VALIDATION', { fields: { quotationId: 'validation.quotationExpired' } });
  if (quotation?.isArchived)
    throw new AppError('VALIDATION', { fields: { quotationId: 'validation.quotationArchived' } });
  return {
    product: product
      ? { productId: product.id, name: product.name, imageFileId: product.images[0]?.fileId ?? null }
      : null,
    quotation: quotation
      ? {
          quotationId: quotation.id,
          version: quotation.version,
          number: quotation.number,
          name: quotation.name,
          terms: quotation.terms,
          place: quotation.place,
          currency: quotation.currency,
          expiresOn: quotation.expiresOn,
          lineCount: quotation.lineCount,
        }
      : null,
  };
}

/** The columns of a quote's terms. */
function termColumns(input: Terms, attachments: StoredQuoteAttachments) {
  return {
    // ".75" is stored as 0.75; the card shows the same.
    price: input.price.startsWith('.') ? `0${input.price}` : input.price,
    currency: input.currency,
    unit: input.unit,
    terms: input.terms,
    moq: input.moq,
    leadTimeDays: input.leadTimeDays,
    validUntil: input.validUntil,
    place: input.place,
    sampleOffer: input.sampleOffer,
    message: input.message,
    productId: attachments.product?.productId ?? null,
    quotationId: attachments.quotation?.quotationId ?? null,
    attachments,
  };
}

/** The chat card of a quote's version. */
function cardOf(rfq: RfqRow, quote: QuoteRow): StoredRfqQuoteCard {
  const terms = termsOfQuote(quote);
  return {
    rfqId: rfq.id,
    quoteId: quote.id,
    version: quote.version,
    rfqNumber: rfqNumber(rfq.id),
    productName: rfq.productName,
    price: terms.price,
    currency: quote.currency,
    unit: quote.unit,
    terms: quote.terms,
    quantity: rfq.quantity,
    quantityUnit: rfq.unit,
  };
}

/** Locks an RFQ a supplier may quote on: suppliers never reach one in review or rejected. */
async function lockMarketRfq(tx: Database, rfqId: number): Promise<RfqRow> {
  const rfq = await lockRfq(tx, rfqId);
  if (!rfq || (rfq.state !== 'open' && rfq.state !== 'closed')) throw new AppError('RECORD_NOT_FOUND');
  return rfq;
}

async function myQuoteDto(ctx: AppContext, caller: SupplierCaller, quoteId: number): Promise<MyRfqQuote> {
  const now = ctx.clock.now();
  const row = await findMyQuote(ctx.db, caller.supplierId, quoteId, now);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const [quote] = await presentMyQuotes(ctx, [row], now);
  if (!quote) throw new AppError('RECORD_NOT_FOUND');
  return quote;
}

/**
 * `rfq/quote/create`: my company's quick quote on an open RFQ (one per company: RFQ_ALREADY_QUOTED).
 * In one transaction on the RFQ's locked row: the RFQ must still take quotes (RFQ_NOT_OPEN, or
 * RFQ_FULL when its places are gone), a buyer new to us costs one contact exactly as Contact Now
 * (any refusal rolls everything back), the quote is stored and counted, the RFQ closes as full when
 * it took the last place, and the quote goes into the conversation as a card. Delivered after commit.
 */
export async function quoteRfq(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof rfqCalls.quote>,
  lang: Lang,
): Promise<MyRfqQuote> {
  await assertOffered(ctx, offeredChecksOf(input));
  const attachments = await resolveAttachments(ctx, caller, input, lang);
  const run = () =>
    inTransaction(ctx.db, async (tx) => {
      const rfq = await lockMarketRfq(tx, input.rfqId);
      // Read after the lock: quotes are stamped in the order they took the RFQ's row (their place).
      const now = ctx.clock.now();
      if (await findQuoteOfSupplier(tx, rfq.id, caller.supplierId)) throw new AppError('RFQ_ALREADY_QUOTED');
      if (rfq.state === 'closed' && rfq.closeReason === 'full') throw new AppError('RFQ_FULL');
      if (!isTakingQuotes(rfq, now)) throw new AppError('RFQ_NOT_OPEN');
      if (rfq.quoteCount >= rfq.maxQuotes) throw new AppError('RFQ_FULL');
      const opened = await openQuoteConversationInTx(tx, caller, rfq.buyerId, now);
      const quote = await insertQuote(tx, {
        rfqId: rfq.id,
        supplierId: caller.supplierId,
        userId: caller.userId,
        ...termColumns(input, attachments),
        conversationId: opened.conversationId,
        contactEntryId: opened.entryId,
        submittedAt: now,
      });
      await countQuote(tx, rfq, now);
      const card = await insertRfqQuoteCardInTx(tx, caller, opened.conversationId, cardOf(rfq, quote));
      const delivery: RfqChatDelivery = {
        pair: { supplierId: caller.supplierId, buyerId: rfq.buyerId },
        notice: opened.notice,
        card,
      };
      return { quote, delivery };
    });
  const { quote, delivery } = await run().catch((error: unknown) => {
    // Two submissions of my company at once: the second meets the one-per-company key.
    if (isUniqueViolation(error)) throw new AppError('RFQ_ALREADY_QUOTED');
    throw error;
  });
  ctx.log.info(
    {
      supplierId: caller.supplierId,
      rfqId: quote.rfqId,
      quoteId: quote.id,
      charged: quote.contactEntryId !== null,
    },
    'rfq quoted',
  );
  await deliverRfqChat(ctx, delivery);
  return myQuoteDto(ctx, caller, quote.id);
}

/**
 * `rfq/quote/update`: my quote's one revision (RFQ_LIMITS.revisions) while the RFQ is open and the
 * quote neither declined, awarded nor rejected. The terms it replaces are kept as a version; it
 * spends nothing and sends the new version to the conversation as a card.
 */
export async function reviseQuote(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof rfqCalls.revise>,
  lang: Lang,
): Promise<MyRfqQuote> {
  const attachments = await resolveAttachments(ctx, caller, input, lang);
  // Read before the transaction: on the embedded database a query outside it would wait for it.
  const checkOffered = await loadOfferedCheck(ctx);
  const delivery = await inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const found = await findQuote(tx, input.quoteId);
    if (!found || found.supplierId !== caller.supplierId) throw new AppError('RECORD_NOT_FOUND');
    checkOffered(offeredChecksOf(input, found));
    // The RFQ's row first, as quoting and the buyer's decisions lock it: they queue, never deadlock.
    const rfq = await lockMarketRfq(tx, found.rfqId);
    const quote = await lockQuote(tx, found.id);
    if (!quote) throw new AppError('RECORD_NOT_FOUND');
    if (quote.rejectedAt !== null || quote.decision === 'declined' || quote.decision === 'awarded')
      throw new AppError('RFQ_QUOTE_DECIDED');
    if (!isTakingQuotes(rfq, now)) throw new AppError('RFQ_NOT_OPEN');
    if (quote.version > RFQ_LIMITS.revisions) throw new AppError('RFQ_REVISION_USED');
    const previous = termsOfQuote(quote);
    await insertQuoteVersion(tx, {
      quoteId: quote.id,
      version: quote.version,
      terms: previous as unknown as Record<string, unknown>,
      sentAt: new Date(previous.at),
    });
    const revised = {
      ...quote,
      ...termColumns(input, attachments),
      version: quote.version + 1,
      revisedAt: now,
    };
    await updateQuote(tx, quote.id, {
      ...termColumns(input, attachments),
      version: revised.version,
      revisedAt: now,
    });
    const opened = await openQuoteConversationForRevision(tx, caller, rfq, quote, now);
    const card = await insertRfqQuoteCardInTx(tx, caller, opened, cardOf(rfq, revised));
    return { pair: { supplierId: caller.supplierId, buyerId: rfq.buyerId }, card } satisfies RfqChatDelivery;
  });
  await deliverRfqChat(ctx, delivery);
  return myQuoteDto(ctx, caller, input.quoteId);
}

/** The conversation a revision's card goes to: the quote's (it exists: the first version opened it). */
async function openQuoteConversationForRevision(
  tx: Database,
  caller: SupplierCaller,
  rfq: RfqRow,
  quote: QuoteRow,
  now: Date,
): Promise<number> {
  if (quote.conversationId !== null) return quote.conversationId;
  // The conversation was removed since: open it again (the contact exists, so this spends nothing).
  const opened = await openQuoteConversationInTx(tx, caller, rfq.buyerId, now);
  await updateQuote(tx, quote.id, { conversationId: opened.conversationId });
  return opened.conversationId;
}
