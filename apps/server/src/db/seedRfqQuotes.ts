import type { RfqCloseReason, RfqDeclineReason } from '@sc/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { StoredQuoteTerms } from '../modules/rfq/rfq.presenter.js';
import { plainDecimal } from './plainDecimal.js';
import { rfqQuotes, rfqQuoteVersions, type rfqs } from './schema/index.js';
import type { Competitor } from './seedRfqCompetitors.js';
import {
  DECLINE_NOTES,
  OFF_TOPIC_QUOTES,
  pickWith,
  REVISION_MESSAGES,
  TARGET_CURRENCIES,
  UNIT_PRICES_USD,
  UNITS_IN,
} from './seedRfqWords.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many quotes the platform team rejected as off-topic. */
const REJECTED_QUOTES = 3;

/** An RFQ of the seed before it is inserted. */
export type RfqRow = typeof rfqs.$inferInsert & { postedAt: Date; expiresAt: Date };
/**
 * A quote of the seed, with the index of its RFQ until the RFQs have ids, and for a revised one
 * the terms of its first version.
 */
export type QuoteRow = Omit<typeof rfqQuotes.$inferInsert, 'rfqId'> & {
  submittedAt: Date;
  rfqIndex: number;
  earlier?: StoredQuoteTerms;
};

/** A moment drawn evenly between two (ms). */
export const randomBetween = (from: number, to: number, random: () => number) =>
  new Date(Math.floor(from + (to - from) * random()));

/** Closes a seeded RFQ for a reason at a moment (a closed RFQ is never featured). */
export function closeRfq(row: RfqRow, reason: RfqCloseReason, at: number | Date) {
  row.state = 'closed';
  row.closeReason = reason;
  row.closedAt = new Date(at);
  row.featured = false;
}

/** Units of a currency in one US dollar (the seed's rates), and how many decimals it is written with. */
const rateOf = (currency: string) => TARGET_CURRENCIES.find(([c]) => c === currency)?.[2] ?? 1;
const decimalsOf = (currency: string) => (currency === 'JPY' ? 0 : 2);
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The usual price in US dollars of what an RFQ asks for (the same product always costs about the same). */
function usualUsdPrice(main: string, row: RfqRow, random: () => number): number {
  const [low, high] = UNIT_PRICES_USD[main] ?? [1, 10];
  const productId = row.masterProductId;
  const base = productId ? ((productId * 2_654_435_761) % 1000) / 1000 : random();
  return (low + (high - low) * base) * UNITS_IN[row.unit] * (0.9 + random() * 0.2);
}

/**
 * Quotes from the seeded exporters (the demo company's RFQ page starts fresh; companies people
 * registered never get any): each RFQ draws from the exporters selling in its category, more on
 * RFQs open longer, never more than the RFQ takes; prices near the buyer's target (or the usual
 * price) at each exporter's level. The quote that fills an RFQ closes it as full; some RFQs were
 * awarded (mostly to the cheapest), some quotes shortlisted or declined with a reason, some
 * revised once, and a few rejected by the platform as off-topic (they no longer count).
 */
export function planRfqQuotes(
  rows: RfqRow[],
  mainOf: Map<RfqRow, string>,
  competitors: Competitor[],
  now: number,
  random: () => number,
  reviewerId: number | null,
): QuoteRow[] {
  const quotes: QuoteRow[] = [];
  const byRfq = new Map<number, { quote: QuoteRow; company: Competitor; usd: number }[]>();
  const usualOf = new Map<number, number>();
  for (const [rfqIndex, row] of rows.entries()) {
    if (!row.openedAt) continue;
    const main = mainOf.get(row) ?? '';
    const eligible = competitors.filter(
      (c) => c.mains.includes(main as Competitor['mains'][number]) && random() < (c.coverage ?? 1),
    );
    const from = row.openedAt.getTime();
    const to = Math.min(now, row.closedAt?.getTime() ?? row.expiresAt.getTime());
    const days = Math.max(0, (to - from) / DAY);
    const wanted = Math.floor(random() * Math.min(8, 1 + days * 0.6));
    const n = Math.min(wanted, row.maxQuotes, eligible.length);
    // The keener exporters quote more often (a weighted draw without replacement).
    const chosen = eligible
      .map((company) => ({ company, key: random() ** (1 / company.activity) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, n)
      .map((c) => c.company);
    const times = chosen.map(() => randomBetween(from, to, random)).sort((a, b) => a.getTime() - b.getTime());
    const target = row.targetPrice && row.targetCurrency ? Number(row.targetPrice) : null;
    const usual =
      target !== null ? target / rateOf(row.targetCurrency ?? 'USD') : usualUsdPrice(main, row, random);
    usualOf.set(rfqIndex, usual);
    const onRfq: { quote: QuoteRow; company: Competitor; usd: number }[] = [];
    for (const [i, company] of chosen.entries()) {
      const submittedAt = times[i] ?? new Date(from);
      const currency = target !== null ? (row.targetCurrency ?? 'USD') : company.currency;
      const price = usual * rateOf(currency) * company.priceLevel * (0.93 + random() * 0.14);
      const [fewest, most] = company.leadWeeks;
      const quote: QuoteRow = {
        rfqIndex,
        supplierId: company.supplierId,
        userId: company.userId,
        price: price.toFixed(decimalsOf(currency)),
        currency,
        unit: row.unit,
        terms: random() < 0.75 ? row.terms : company.ownTerms,
        moq:
          company.moqShare !== null && random() < 0.8
            ? Math.max(1, Math.round(row.quantity * company.moqShare))
            : null,
        leadTimeDays: random() < 0.85 ? 7 * (fewest + Math.floor(random() * (most - fewest + 1))) : null,
        validUntil: dayOf(submittedAt.getTime() + company.validityDays * DAY),
        place: row.place,
        sampleOffer: random() < 0.7 ? company.samples : 'none',
        message: pickWith(company.messages, random).replace('{p}', row.productName),
        viewedAt: random() < 0.7 ? randomBetween(submittedAt.getTime(), to, random) : null,
        submittedAt,
      };
      quotes.push(quote);
      onRfq.push({ quote, company, usd: price / rateOf(currency) });
    }
    byRfq.set(rfqIndex, onRfq);
    row.quoteCount = n;
    const last = times[times.length - 1]?.getTime();
    if (last === undefined) continue;
    // Filling it closed it there and then (before it expired or was cancelled).
    if (n === row.maxQuotes) closeRfq(row, 'full', last);
    else if (n >= 2 && row.closeReason === 'expired' && random() < 0.3)
      closeRfq(row, 'awarded', randomBetween(last, row.expiresAt.getTime(), random));
    else if (n >= 2 && row.state === 'open' && random() < 0.06)
      closeRfq(row, 'awarded', randomBetween(last, now, random));
  }

  // The buyers' decisions: the award (mostly the cheapest; the others declined), some shortlisted,
  // some declined for a reason that fits the quote.
  for (const [rfqIndex, onRfq] of byRfq) {
    const rfq = rows[rfqIndex];
    if (!rfq || onRfq.length === 0) continue;
    const usual = usualOf.get(rfqIndex) ?? 0;
    const until = Math.min(now, rfq.closedAt?.getTime() ?? now);
    if (rfq.closeReason === 'awarded' && rfq.closedAt) {
      const byPrice = [...onRfq].sort((a, b) => a.usd - b.usd);
      const winner = random() < 0.7 ? byPrice[0] : pickWith(byPrice, random);
      for (const entry of onRfq) {
        entry.quote.decidedAt = rfq.closedAt;
        entry.quote.decision = entry === winner ? 'awarded' : 'declined';
        if (entry !== winner) entry.quote.declineReason = 'chose_another';
      }
    } else
      for (const { quote, usd } of onRfq) {
        const roll = random();
        if (roll < 0.15) quote.decision = 'shortlisted';
        else if (roll < 0.26) {
          quote.decision = 'declined';
          const reason = declineReasonOf(quote, rfq, usd / usual, random);
          quote.declineReason = reason;
          if (random() < 0.45) quote.declineNote = pickWith(DECLINE_NOTES[reason] ?? [''], random) || null;
        } else continue;
        quote.decidedAt = randomBetween(quote.submittedAt.getTime(), until, random);
      }
    for (const { quote } of onRfq)
      if (quote.decidedAt && (!quote.viewedAt || quote.viewedAt > quote.decidedAt))
        quote.viewedAt = quote.decidedAt;
  }

  // One revision for some (while the RFQ took quotes, before the buyer's decision): a lower price
  // or a shorter lead time; the first version's terms are kept.
  for (const quote of quotes) {
    const rfq = rows[quote.rfqIndex];
    const company = competitors.find((c) => c.supplierId === quote.supplierId);
    if (!rfq || !company) continue;
    const start = quote.submittedAt.getTime() + HOUR;
    const end = Math.min(
      now,
      rfq.closedAt?.getTime() ?? rfq.expiresAt.getTime(),
      quote.decidedAt ? new Date(quote.decidedAt).getTime() : Number.POSITIVE_INFINITY,
    );
    if (end - start < 2 * HOUR || random() >= 0.14) continue;
    const revisedAt = randomBetween(start, end, random);
    const earlierPrice = (Number(quote.price) * (1.03 + random() * 0.09)).toFixed(decimalsOf(quote.currency));
    const slower = quote.leadTimeDays && random() < 0.4 ? quote.leadTimeDays + 14 : quote.leadTimeDays;
    quote.earlier = {
      version: 1,
      price: plainDecimal(slower !== quote.leadTimeDays ? quote.price : earlierPrice),
      currency: quote.currency,
      unit: quote.unit,
      terms: quote.terms,
      moq: quote.moq ?? null,
      leadTimeDays: slower ?? null,
      validUntil: quote.validUntil ?? null,
      place: quote.place ?? null,
      sampleOffer: quote.sampleOffer ?? 'none',
      message: quote.message ?? '',
      product: null,
      quotation: null,
      at: quote.submittedAt.toISOString(),
    };
    quote.version = 2;
    quote.revisedAt = revisedAt;
    quote.validUntil = dayOf(revisedAt.getTime() + company.validityDays * DAY);
    quote.message = pickWith(REVISION_MESSAGES, random);
  }

  // A few off-topic quotes the platform team rejected (they no longer count against the maximum).
  const candidates = quotes.filter((q) => {
    const rfq = rows[q.rfqIndex];
    return !q.decision && !q.earlier && rfq && rfq.closeReason !== 'full' && rfq.closeReason !== 'awarded';
  });
  for (let i = 0; i < REJECTED_QUOTES && candidates.length > 0; i++) {
    const [quote] = candidates.splice(Math.floor(random() * candidates.length), 1);
    const rfq = quote ? rows[quote.rfqIndex] : undefined;
    const offTopic = OFF_TOPIC_QUOTES[i % OFF_TOPIC_QUOTES.length];
    if (!quote || !rfq || !offTopic) continue;
    quote.message = offTopic.message;
    quote.rejectReason = offTopic.reason;
    quote.rejectedBy = reviewerId;
    quote.rejectedAt = new Date(Math.min(now, quote.submittedAt.getTime() + (2 + random() * 20) * HOUR));
    rfq.quoteCount = Math.max(0, (rfq.quoteCount ?? 0) - 1);
  }
  return quotes;
}

/** Why a buyer declined a quote: what stands out in it (price, MOQ, lead time, terms), else another reason. */
function declineReasonOf(
  quote: QuoteRow,
  rfq: RfqRow,
  priceRatio: number,
  random: () => number,
): RfqDeclineReason {
  if (priceRatio > 1.06 && random() < 0.8) return 'price_too_high';
  if (quote.moq && quote.moq >= rfq.quantity / 2 && random() < 0.6) return 'moq_too_high';
  if ((quote.leadTimeDays ?? 0) >= 42 && random() < 0.6) return 'lead_time_too_long';
  if (quote.terms !== rfq.terms && random() < 0.6) return 'terms_unsuitable';
  return pickWith(['price_too_high', 'product_mismatch', 'other'] as const, random);
}

/**
 * Inserts the quotes under their RFQs' ids with the first versions of the revised ones, and points
 * awarded RFQs at their winning quote.
 */
export async function insertRfqQuotes(ctx: AppContext, quotes: QuoteRow[], ids: number[]) {
  const values = quotes.map(({ rfqIndex, earlier: _, ...quote }) => ({
    ...quote,
    rfqId: ids[rfqIndex] ?? 0,
  }));
  const idOf = new Map<string, number>();
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await ctx.db
      .insert(rfqQuotes)
      .values(values.slice(i, i + 500))
      .returning({ id: rfqQuotes.id, rfqId: rfqQuotes.rfqId, supplierId: rfqQuotes.supplierId });
    for (const q of inserted) idOf.set(`${q.rfqId}:${q.supplierId}`, q.id);
  }
  const versions = quotes.flatMap((q) => {
    const quoteId = idOf.get(`${ids[q.rfqIndex]}:${q.supplierId}`);
    return q.earlier && quoteId
      ? [
          {
            quoteId,
            version: q.earlier.version,
            terms: q.earlier as unknown as Record<string, unknown>,
            sentAt: q.submittedAt,
          },
        ]
      : [];
  });
  if (versions.length) await ctx.db.insert(rfqQuoteVersions).values(versions);
  await ctx.db.execute(sql`
    update rfqs set awarded_quote_id = q.id from rfq_quotes q
    where q.rfq_id = rfqs.id and q.decision = 'awarded' and rfqs.close_reason = 'awarded'`);
}
