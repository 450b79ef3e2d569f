import {
  type CredentialBadge,
  type FileRef,
  type MyRfq,
  type QuoteTerms,
  RFQ_LIMITS,
  type RfqCard,
  type RfqCategory,
  type RfqCloseReason,
  type RfqState,
  type TargetPrice,
} from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import type { StoredQuoteAttachments } from '../../db/schema/index.js';
import type { RfqCardRow, RfqRow } from './rfq.repository.js';
import { categoryOf, type RfqCategoryInfo } from './rfqCategories.js';
import type { QuoteRow, ReceivedQuoteRow } from './rfqQuotes.repository.js';
import { featuredScoreOf } from './rfqScore.js';

const HOUR = 3_600_000;

/** The number people quote an RFQ by, e.g. RFQ-000123. */
export function rfqNumber(id: number): string {
  return `RFQ-${String(id).padStart(6, '0')}`;
}

/** The state as readers see it: an open RFQ past its time is closed (expired) before the job stores it. */
export function effectiveStateOf(
  rfq: Pick<RfqRow, 'state' | 'closeReason' | 'expiresAt'>,
  now: Date,
): { state: RfqState; closeReason: RfqCloseReason | null } {
  if (rfq.state === 'open' && rfq.expiresAt <= now) return { state: 'closed', closeReason: 'expired' };
  return { state: rfq.state, closeReason: rfq.closeReason };
}

/** Whether an RFQ takes quotes now. */
export function isTakingQuotes(rfq: Pick<RfqRow, 'state' | 'closeReason' | 'expiresAt'>, now: Date): boolean {
  return effectiveStateOf(rfq, now).state === 'open';
}

function targetPriceOf(rfq: RfqRow): TargetPrice | null {
  return rfq.targetPrice !== null && rfq.targetCurrency !== null
    ? { amount: plainDecimal(rfq.targetPrice), currency: rfq.targetCurrency, unit: rfq.unit }
    : null;
}

/** What every card of an RFQ shows (market, buyer's own list, console), its category already named. */
export function toRfqCardBase(rfq: RfqRow, verifiedBuyer: boolean, category: RfqCategory, now: Date) {
  const { state, closeReason } = effectiveStateOf(rfq, now);
  const isOpen = state === 'open';
  const { score, featured, reasons } = featuredScoreOf(
    {
      featured: rfq.featured,
      completeness: rfq.completeness,
      targetPrice: rfq.targetPrice,
      verifiedBuyer,
      openedAt: rfq.openedAt,
    },
    now,
  );
  return {
    id: rfq.id,
    number: rfqNumber(rfq.id),
    productName: rfq.productName,
    category,
    quantity: rfq.quantity,
    unit: rfq.unit,
    targetPrice: targetPriceOf(rfq),
    terms: rfq.terms,
    place: rfq.place,
    remark: rfq.remark,
    state,
    closeReason,
    postedAt: rfq.postedAt.toISOString(),
    expiresAt: rfq.expiresAt.toISOString(),
    closingSoon: isOpen && rfq.expiresAt.getTime() - now.getTime() < RFQ_LIMITS.closingSoonHours * HOUR,
    quoteCount: rfq.quoteCount,
    maxQuotes: rfq.maxQuotes,
    // Held for review it still has all its places; closed or rejected, none.
    quotesLeft: isOpen || state === 'review' ? Math.max(0, rfq.maxQuotes - rfq.quoteCount) : 0,
    featured,
    featuredReasons: reasons,
    score,
  };
}

function cardBase(rfq: RfqRow, verifiedBuyer: boolean, categories: Map<number, RfqCategoryInfo>, now: Date) {
  return toRfqCardBase(rfq, verifiedBuyer, categoryOf(categories, rfq.categoryId), now);
}

/** The buyer of an RFQ as its card names them. */
export function rfqBuyerOf(
  rfq: RfqRow,
  row: Pick<RfqCardRow, 'buyerName' | 'buyerCompany' | 'buyerCountry' | 'buyerVerified'>,
) {
  return {
    id: rfq.buyerId,
    name: row.buyerName,
    companyName: row.buyerCompany,
    country: row.buyerCountry,
    verified: row.buyerVerified,
  };
}

/** An RFQ as a card of the suppliers' market. */
export function toRfqCardDto(row: RfqCardRow, categories: Map<number, RfqCategoryInfo>, now: Date): RfqCard {
  return {
    ...cardBase(row.rfq, row.buyerVerified, categories, now),
    buyer: rfqBuyerOf(row.rfq, row),
    quotedByMe: row.quotedByMe,
  };
}

/** Signed FileRefs of an RFQ's attachments, in their order (a file gone is left out). */
export function attachmentsOf(rfq: RfqRow, files: Map<string, FileRef>): FileRef[] {
  return rfq.attachmentFileIds.flatMap((id) => {
    const file = files.get(id);
    return file ? [file] : [];
  });
}

/** An RFQ as its buyer sees it. */
export function toMyRfqDto(
  row: { rfq: RfqRow; buyerVerified: boolean; newQuotes: number },
  categories: Map<number, RfqCategoryInfo>,
  files: Map<string, FileRef>,
  now: Date,
): MyRfq {
  const { rfq } = row;
  return {
    ...cardBase(rfq, row.buyerVerified, categories, now),
    ...rfqDetailsOf(rfq, files, row.newQuotes),
  };
}

/** What the buyer and the console see of an RFQ beyond its card. */
export function rfqDetailsOf(rfq: RfqRow, files: Map<string, FileRef>, newQuotes: number) {
  return {
    barcode: rfq.barcode,
    shelfLifeDays: rfq.shelfLifeDays,
    certifications: rfq.certifications as MyRfq['certifications'],
    attachments: attachmentsOf(rfq, files),
    flags: rfq.flags,
    rejectReason: rfq.rejectReason,
    newQuotes,
  };
}

/** One version of a quote's terms as stored in rfq_quote_versions (the product's picture by file id). */
export type StoredQuoteTerms = Omit<QuoteTerms, 'product' | 'quotation'> & StoredQuoteAttachments;

/** The current terms of a quote row without what it attaches (product, quotation). */
export function plainTermsOfQuote(quote: QuoteRow): Omit<StoredQuoteTerms, 'product' | 'quotation'> {
  return {
    version: quote.version,
    price: plainDecimal(quote.price),
    currency: quote.currency,
    unit: quote.unit,
    terms: quote.terms,
    moq: quote.moq,
    leadTimeDays: quote.leadTimeDays,
    validUntil: quote.validUntil,
    place: quote.place,
    sampleOffer: quote.sampleOffer,
    message: quote.message,
    at: (quote.revisedAt ?? quote.submittedAt).toISOString(),
  };
}

/** The current terms of a quote row, as a version to keep or show. */
export function termsOfQuote(quote: QuoteRow): StoredQuoteTerms {
  return {
    ...plainTermsOfQuote(quote),
    product: quote.attachments.product,
    quotation: quote.attachments.quotation,
  };
}

/** A quote's supplier as the buyer and the console see it, with logo and credential badges. */
export function quoteSupplierOf(
  quote: QuoteRow,
  row: Pick<ReceivedQuoteRow, 'supplierName' | 'supplierCountry'>,
  logos: Map<number, string>,
  badges: Map<number, CredentialBadge[]>,
) {
  return {
    id: quote.supplierId,
    name: row.supplierName,
    country: row.supplierCountry,
    logoUrl: logos.get(quote.supplierId) ?? null,
    credentials: badges.get(quote.supplierId) ?? [],
  };
}

/** A version's terms as JSON; the attached product's picture gets a fresh signed address. */
export function toQuoteTermsDto(terms: StoredQuoteTerms, files: Map<string, FileRef>): QuoteTerms {
  const picture = terms.product?.imageFileId ? files.get(terms.product.imageFileId) : undefined;
  return {
    ...terms,
    product: terms.product
      ? {
          productId: terms.product.productId,
          name: terms.product.name,
          imageUrl: picture ? (picture.thumbUrl ?? picture.url) : null,
        }
      : null,
  };
}

/** The picture file ids the terms show. */
export function pictureIdsOf(terms: StoredQuoteTerms[]): string[] {
  return terms.flatMap((t) => (t.product?.imageFileId ? [t.product.imageFileId] : []));
}
