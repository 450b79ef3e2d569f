import type { ReceivedQuote } from '@sc/contract';

/** Compares two decimal strings (as the API sends money) exactly: below 0, 0 or above 0. */
export function compareDecimals(a: string, b: string): number {
  const [aInt = '0', aFrac = ''] = a.trim().split('.');
  const [bInt = '0', bFrac = ''] = b.trim().split('.');
  const whole = (value: string) => value.replace(/^0+/, '');
  const [ai, bi] = [whole(aInt), whole(bInt)];
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const [af, bf] = [aFrac.padEnd(width, '0'), bFrac.padEnd(width, '0')];
  return af === bf ? 0 : af < bf ? -1 : 1;
}

export type ComparedQuote = {
  quote: ReceivedQuote;
  /** The cheapest quote still in the running in its currency, by the price per the RFQ's unit. */
  isLowest: boolean;
};

/** 0: priced per the RFQ's unit; 1: units that do not convert; 2: declined (out of the running). */
function group(quote: ReceivedQuote): number {
  if (quote.status === 'declined') return 2;
  return quote.perUnit ? 0 : 1;
}

const priceOf = (quote: ReceivedQuote) => quote.perUnit ?? { amount: quote.price, currency: quote.currency };

/**
 * The quotes in the order a buyer compares them: cheapest first by the price per the RFQ's unit, the
 * RFQ's target currency (or the most quoted one) before the others, since prices in different currencies
 * do not compare; then quotes whose units do not convert, by price; declined quotes last. The cheapest
 * quote in the running of each currency is marked lowest (ties all are) once it has one to beat.
 */
export function compareQuotes(
  quotes: readonly ReceivedQuote[],
  mainCurrency: string | null = null,
): ComparedQuote[] {
  const counts = new Map<string, number>();
  for (const quote of quotes) {
    const { currency } = priceOf(quote);
    counts.set(currency, (counts.get(currency) ?? 0) + 1);
  }
  const rank = (currency: string) =>
    currency === mainCurrency ? Number.MAX_SAFE_INTEGER : (counts.get(currency) ?? 0);
  const sorted = [...quotes].sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    const [pa, pb] = [priceOf(a), priceOf(b)];
    if (pa.currency !== pb.currency) {
      const byRank = rank(pb.currency) - rank(pa.currency);
      return byRank !== 0 ? byRank : pa.currency.localeCompare(pb.currency);
    }
    return compareDecimals(pa.amount, pb.amount) || a.at.localeCompare(b.at) || a.id - b.id;
  });
  const comparable = sorted.filter((quote) => group(quote) === 0);
  const lowest = new Map<string, string>();
  for (const quote of comparable) {
    const price = quote.perUnit as NonNullable<ReceivedQuote['perUnit']>;
    if (!lowest.has(price.currency)) lowest.set(price.currency, price.amount);
  }
  // "Lowest" needs something to be lower than: a currency with a single comparable quote has none.
  const isContested = (currency: string) =>
    comparable.filter((quote) => quote.perUnit?.currency === currency).length > 1;
  return sorted.map((quote) => ({
    quote,
    isLowest:
      group(quote) === 0 &&
      quote.perUnit !== null &&
      isContested(quote.perUnit.currency) &&
      compareDecimals(quote.perUnit.amount, lowest.get(quote.perUnit.currency) ?? '') === 0,
  }));
}
