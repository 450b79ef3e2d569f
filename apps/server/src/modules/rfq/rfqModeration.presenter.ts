import {
  type ConsoleRfq,
  type ConsoleRfqQuote,
  type CredentialBadge,
  type CredentialType,
  type FileRef,
  type Lang,
  type MainCategory,
  type QuotationCard,
  RFQ_LIMITS,
} from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import { effectiveStateOf, rfqNumber } from './rfq.presenter.js';
import type { ConsoleQuoteRow, ConsoleRfqRow, RfqRow } from './rfqModeration.repository.js';
import { featuredScoreOf } from './rfqScore.js';

const HOUR = 3_600_000;

/** An RFQ row as the console's list and drawer show it. */
export function toConsoleRfqDto(
  row: ConsoleRfqRow,
  attachments: Map<string, FileRef>,
  lang: Lang,
  now: Date,
): ConsoleRfq {
  const { rfq } = row;
  const { reasons, score } = featuredScoreOf(
    {
      featured: rfq.featured,
      completeness: rfq.completeness,
      targetPrice: rfq.targetPrice,
      verifiedBuyer: row.buyerVerified,
      openedAt: rfq.openedAt,
    },
    now,
  );
  // An open RFQ past its time reads as closed (expired) before the expiry job stores it.
  const { state, closeReason } = effectiveStateOf(rfq, now);
  const left = rfq.expiresAt.getTime() - now.getTime();
  return {
    id: rfq.id,
    number: rfqNumber(rfq.id),
    productName: rfq.productName,
    category: {
      id: rfq.categoryId,
      name: lang === 'ch' ? row.category.nameZh : lang === 'ja' ? row.category.nameJa : row.category.nameEn,
      mainCategory: row.mainCategory as MainCategory,
    },
    quantity: rfq.quantity,
    unit: rfq.unit,
    targetPrice:
      rfq.targetPrice !== null && rfq.targetCurrency
        ? { amount: plainDecimal(rfq.targetPrice), currency: rfq.targetCurrency, unit: rfq.unit }
        : null,
    terms: rfq.terms,
    place: rfq.place,
    remark: rfq.remark,
    state,
    closeReason,
    postedAt: rfq.postedAt.toISOString(),
    expiresAt: rfq.expiresAt.toISOString(),
    closingSoon: state === 'open' && left < RFQ_LIMITS.closingSoonHours * HOUR,
    quoteCount: rfq.quoteCount,
    maxQuotes: rfq.maxQuotes,
    quotesLeft: Math.max(0, rfq.maxQuotes - rfq.quoteCount),
    // The platform team's flag, which the console toggles (the market also features high scores).
    featured: rfq.featured,
    featuredReasons: reasons,
    score,
    barcode: rfq.barcode,
    shelfLifeDays: rfq.shelfLifeDays,
    certifications: rfq.certifications as CredentialType[],
    attachments: rfq.attachmentFileIds.flatMap((id) => {
      const file = attachments.get(id);
      return file ? [file] : [];
    }),
    flags: rfq.flags,
    rejectReason: rfq.rejectReason,
    newQuotes: row.newQuotes,
    buyer: {
      id: rfq.buyerId,
      name: row.buyerName,
      companyName: row.buyerCompany,
      country: row.buyerCountry,
      verified: row.buyerVerified,
    },
    reviewedAt: rfq.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewerName,
  };
}

/** What the presenter needs about each quote's supplier, product and quotation. */
export interface QuoteExtras {
  logos: Map<number, string>;
  badges: Map<number, CredentialBadge[]>;
  productImages: Map<string, FileRef>;
  quotations: Map<number, QuotationCard>;
}

/** A quote as the console shows it: its terms, supplier, state and whether its contact was refunded. */
export function toConsoleQuoteDto(row: ConsoleQuoteRow, rfqUnit: RfqRow['unit'], extras: QuoteExtras) {
  const { quote } = row;
  const imageId = row.product?.imageIds[0];
  const image = imageId ? extras.productImages.get(imageId) : undefined;
  const dto: ConsoleRfqQuote = {
    id: quote.id,
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
    product: row.product
      ? { productId: row.product.id, name: row.product.name, imageUrl: image?.thumbUrl ?? image?.url ?? null }
      : null,
    quotation: quote.quotationId ? (extras.quotations.get(quote.quotationId) ?? null) : null,
    at: (quote.revisedAt ?? quote.submittedAt).toISOString(),
    supplier: {
      id: quote.supplierId,
      name: row.supplierName,
      country: row.supplierCountry,
      logoUrl: extras.logos.get(quote.supplierId) ?? null,
      credentials: extras.badges.get(quote.supplierId) ?? [],
    },
    status: quote.decision ?? 'submitted',
    declineReason: quote.declineReason,
    declineNote: quote.declineNote,
    revised: quote.version > 1,
    perUnit: quote.unit === rfqUnit ? { amount: plainDecimal(quote.price), currency: quote.currency } : null,
    conversationId: quote.conversationId,
    rejectReason: quote.rejectReason,
    rejectedAt: quote.rejectedAt?.toISOString() ?? null,
    contactRefunded: row.contactRefunded,
  };
  return dto;
}
