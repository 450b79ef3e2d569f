import type { Quote } from '@sc/contract';
import { plainDecimal } from '../../db/plainDecimal.js';
import type { ListedQuote } from './quotes.repository.js';

/** The one place a quote row becomes JSON. */
export function toQuoteDto({ quote, productName, isExpired, authorName }: ListedQuote): Quote {
  return {
    id: quote.id,
    productId: quote.productId,
    productName,
    price: plainDecimal(quote.price),
    currency: quote.currency,
    terms: quote.terms,
    expiresOn: quote.expiresOn,
    isExpired,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    author:
      quote.createdBy !== null && authorName !== null ? { id: quote.createdBy, name: authorName } : null,
  };
}
