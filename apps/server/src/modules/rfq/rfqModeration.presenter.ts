import type {
  ConsoleRfq,
  ConsoleRfqQuote,
  CredentialBadge,
  FileRef,
  Lang,
  MainCategory,
  QuotationCard,
} from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import {
  plainTermsOfQuote,
  quoteSupplierOf,
  rfqBuyerOf,
  rfqDetailsOf,
  toRfqCardBase,
} from './rfq.presenter.js';
import type { ConsoleQuoteRow, ConsoleRfqRow, RfqRow } from './rfqModeration.repository.js';

/** An RFQ row as the console's list and drawer show it. */
export function toConsoleRfqDto(
  row: ConsoleRfqRow,
  attachments: Map<string, FileRef>,
  lang: Lang,
  now: Date,
): ConsoleRfq {
  const { rfq } = row;
  const category = {
    id: rfq.categoryId,
    name: lang === 'ch' ? row.category.nameZh : lang === 'ja' ? row.category.nameJa : row.category.nameEn,
    mainCategory: row.mainCategory as MainCategory,
  };
  return {
    ...toRfqCardBase(rfq, row.buyerVerified, category, now),
    quotesLeft: Math.max(0, rfq.maxQuotes - rfq.quoteCount),
    // The platform team's flag, which the console toggles (the market also features high scores).
    featured: rfq.featured,
    ...rfqDetailsOf(rfq, attachments, row.newQuotes),
    buyer: rfqBuyerOf(rfq, row),
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
    ...plainTermsOfQuote(quote),
    product: row.product
      ? { productId: row.product.id, name: row.product.name, imageUrl: image?.thumbUrl ?? image?.url ?? null }
      : null,
    quotation: quote.quotationId ? (extras.quotations.get(quote.quotationId) ?? null) : null,
    supplier: quoteSupplierOf(quote, row, extras.logos, extras.badges),
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
