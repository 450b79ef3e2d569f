import { type MyRfqQuote, type ReceivedQuote, RFQ_LIMITS } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { getLogoUrls } from '../company/companyPublic.service.js';
import { getCredentialBadges } from '../credentials/credentialBadges.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { pricePerRfqUnit } from './perUnit.js';
import {
  isTakingQuotes,
  pictureIdsOf,
  quoteSupplierOf,
  type StoredQuoteTerms,
  termsOfQuote,
  toQuoteTermsDto,
} from './rfq.presenter.js';
import type { RfqRow } from './rfq.repository.js';
import {
  listQuoteVersions,
  type MyQuoteRow,
  type QuoteRow,
  type ReceivedQuoteRow,
} from './rfqQuotes.repository.js';

/** Whether my company may still revise a quote: the RFQ open, the quote neither decided nor rejected, a revision left. */
export function canReviseQuote(rfq: RfqRow, quote: QuoteRow, now: Date): boolean {
  return (
    isTakingQuotes(rfq, now) &&
    quote.rejectedAt === null &&
    quote.decision !== 'declined' &&
    quote.decision !== 'awarded' &&
    quote.version <= RFQ_LIMITS.revisions
  );
}

/** Earlier versions of quotes by quote id (newest first), with the pictures all of them show. */
async function historyOf(ctx: AppContext, quotes: QuoteRow[]) {
  const versions = await listQuoteVersions(
    ctx.db,
    quotes.map((q) => q.id),
  );
  const byQuote = new Map<number, StoredQuoteTerms[]>();
  for (const v of versions)
    byQuote.set(v.quoteId, [...(byQuote.get(v.quoteId) ?? []), v.terms as unknown as StoredQuoteTerms]);
  const current = quotes.map(termsOfQuote);
  const files = await getFileRefsById(
    ctx,
    pictureIdsOf([...current, ...versions.map((v) => v.terms as unknown as StoredQuoteTerms)]),
  );
  return { byQuote, files };
}

/** My company's quotes as MyRfqQuote (state, place, history). */
export async function presentMyQuotes(ctx: AppContext, rows: MyQuoteRow[], now: Date): Promise<MyRfqQuote[]> {
  const { byQuote, files } = await historyOf(
    ctx,
    rows.map((r) => r.quote),
  );
  return rows.map(({ rfq, quote, state, position }) => ({
    ...toQuoteTermsDto(termsOfQuote(quote), files),
    id: quote.id,
    rfqId: rfq.id,
    state,
    declineReason: quote.declineReason,
    declineNote: quote.declineNote,
    rejectReason: quote.rejectReason,
    position,
    of: rfq.maxQuotes,
    canRevise: canReviseQuote(rfq, quote, now),
    conversationId: quote.conversationId,
    history: (byQuote.get(quote.id) ?? []).map((terms) => toQuoteTermsDto(terms, files)),
  }));
}

/** Quotes as the RFQ's buyer compares them: supplier card and badges, price per the RFQ's unit. */
export async function presentReceivedQuotes(
  ctx: AppContext,
  rfq: RfqRow,
  rows: ReceivedQuoteRow[],
): Promise<ReceivedQuote[]> {
  const supplierIds = rows.map((r) => r.quote.supplierId);
  const [{ files }, logos, badges] = await Promise.all([
    historyOf(
      ctx,
      rows.map((r) => r.quote),
    ),
    getLogoUrls(ctx, supplierIds),
    getCredentialBadges(ctx, supplierIds),
  ]);
  return rows.map((row) => {
    const { quote } = row;
    const perUnit = pricePerRfqUnit(quote.price, quote.unit, rfq.unit, row);
    return {
      ...toQuoteTermsDto(termsOfQuote(quote), files),
      id: quote.id,
      supplier: quoteSupplierOf(quote, row, logos, badges),
      status: quote.decision ?? 'submitted',
      declineReason: quote.declineReason,
      declineNote: quote.declineNote,
      revised: quote.version > 1,
      perUnit: perUnit === null ? null : { amount: perUnit, currency: quote.currency },
      conversationId: quote.conversationId,
    };
  });
}
