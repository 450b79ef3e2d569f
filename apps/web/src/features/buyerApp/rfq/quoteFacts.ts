import type { MyRfq, ReceivedQuote } from '@sc/contract';
import { formatDate } from '../../../lib/formatDate';
import { formatPricePer, formatQuantity } from '../../../lib/rfqFormat';
import type { MessageKey, Translate } from '../../../lib/Translate';

/** The terms of a quote that compare side by side, in the order they are shown. */
export const QUOTE_FACTS = ['quoted', 'terms', 'moq', 'leadTime', 'validUntil', 'sample'] as const;
export type QuoteFact = (typeof QUOTE_FACTS)[number];

/** The label of each term. */
export const QUOTE_FACT_LABELS = {
  quoted: 'buyerRfq.quote.quoted',
  terms: 'buyerRfq.quote.terms',
  moq: 'buyerRfq.quote.moq',
  leadTime: 'buyerRfq.quote.leadTime',
  validUntil: 'buyerRfq.quote.validUntil',
  sample: 'buyerRfq.quote.sample',
} as const satisfies Record<QuoteFact, MessageKey>;

/** What the buyer compares first: the price per the RFQ's unit, or why there is none. */
export function normalisedPriceText(
  quote: ReceivedQuote,
  rfq: Pick<MyRfq, 'unit'>,
  localeTag: string,
  t: Translate,
): string {
  return quote.perUnit
    ? formatPricePer(quote.perUnit.amount, quote.perUnit.currency, rfq.unit, localeTag, t, 'short')
    : formatPricePer(quote.price, quote.currency, quote.unit, localeTag, t, 'short');
}

/** A quote's terms as text in the UI language; a term the supplier left open is a dash. */
export function quoteFacts(quote: ReceivedQuote, localeTag: string, t: Translate): Record<QuoteFact, string> {
  const none = t('buyerRfq.quote.none');
  return {
    quoted: formatPricePer(quote.price, quote.currency, quote.unit, localeTag, t, 'short'),
    terms: quote.place ? `${quote.terms} ${t(`place.${quote.place}`)}` : quote.terms,
    moq: quote.moq === null ? none : formatQuantity(quote.moq, quote.unit, localeTag, t),
    leadTime: quote.leadTimeDays === null ? none : t('buyerRfq.days', { count: quote.leadTimeDays }),
    validUntil: quote.validUntil === null ? none : formatDate(quote.validUntil, localeTag),
    sample: t(`rfqShared.sampleOffer.${quote.sampleOffer}`),
  };
}
