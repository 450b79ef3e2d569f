import type { Currency, Incoterm, Quote } from '@sc/contract';
import type { QuoteFields } from './api/useSaveQuote';

/** The expiration date as the picker holds it: anything that formats itself (a Dayjs). */
export type PickedDate = { format: (template: string) => string };

export type QuoteFormValues = {
  price: string;
  currency: Currency | undefined;
  terms: Incoterm | undefined;
  expiresOn: PickedDate | null;
};

export const DEFAULT_CURRENCY: Currency = 'USD';
const DATE_FORMAT = 'YYYY-MM-DD';

/** Starting values: the current quote's, or an empty quote in US dollars. */
export function toQuoteFormValues(
  quote: Quote | null,
  toDate: (isoDate: string) => PickedDate,
): QuoteFormValues {
  if (!quote) return { price: '', currency: DEFAULT_CURRENCY, terms: undefined, expiresOn: null };
  return {
    price: quote.price,
    currency: quote.currency as Currency,
    terms: quote.terms as Incoterm,
    expiresOn: toDate(quote.expiresOn),
  };
}

/**
 * The quote/create or update fields. The price stays the string the user typed (trimmed, a
 * leading "." completed to "0."), so money never passes through a float.
 */
export function toQuoteFields(values: QuoteFormValues): QuoteFields {
  const price = values.price.trim();
  return {
    price: price.startsWith('.') ? `0${price}` : price,
    currency: values.currency ?? DEFAULT_CURRENCY,
    terms: values.terms as Incoterm,
    expiresOn: values.expiresOn?.format(DATE_FORMAT) ?? '',
  };
}
