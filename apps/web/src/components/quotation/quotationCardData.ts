import type { QuotationCard, QuotationOption } from '@sc/contract';

/** The card a quotation picked in a picker shows while its message is on the way. */
export function cardFromOption(option: QuotationOption): QuotationCard {
  return {
    quotationId: option.id,
    version: option.version,
    number: option.number,
    name: option.name,
    terms: option.terms,
    place: option.place,
    currency: option.currency,
    expiresOn: option.expiresOn,
    lineCount: option.lineCount,
  };
}
