import type { RfqCloseReason } from '@sc/contract';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { rfqQuotes, rfqs, suppliers, users } from './schema/index.js';
import { pickWith, QUOTE_MESSAGES, shuffledWith, targetPriceFor } from './seedRfqWords.js';

const DAY = 86_400_000;

/** An RFQ of the seed before it is inserted. */
export type RfqRow = typeof rfqs.$inferInsert & { postedAt: Date; expiresAt: Date };
/** A quote of the seed, with the index of its RFQ until the RFQs have ids. */
export type QuoteRow = Omit<typeof rfqQuotes.$inferInsert, 'rfqId'> & { submittedAt: Date; rfqIndex: number };

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

/**
 * Quotes from the other companies (the demo company's RFQ page starts fresh): more on RFQs open
 * longer, never more than the RFQ takes; one that fills it closes it as full, and some closed ones
 * were awarded.
 */
export async function planRfqQuotes(
  ctx: AppContext,
  rows: RfqRow[],
  mainOf: Map<RfqRow, string>,
  demoEmail: string,
  now: number,
  random: () => number,
): Promise<QuoteRow[]> {
  const [demo] = await ctx.db
    .select({ supplierId: users.supplierId })
    .from(users)
    .where(eq(users.email, demoEmail));
  const companies = await ctx.db
    .select({ supplierId: suppliers.id, userId: sql<number>`min(${users.id})` })
    .from(suppliers)
    .innerJoin(users, eq(users.supplierId, suppliers.id))
    .where(demo?.supplierId ? ne(suppliers.id, demo.supplierId) : undefined)
    .groupBy(suppliers.id)
    .orderBy(asc(suppliers.id))
    .limit(60);
  const quotes: QuoteRow[] = [];
  if (companies.length === 0) return quotes;
  for (const [rfqIndex, row] of rows.entries()) {
    if (!row.openedAt) continue;
    const from = row.openedAt.getTime();
    const to = Math.min(now, row.closedAt?.getTime() ?? row.expiresAt.getTime());
    const days = Math.max(0, (to - from) / DAY);
    const wanted = Math.floor(random() * Math.min(8, 1 + days * 0.6));
    const n = Math.min(wanted, row.maxQuotes, companies.length);
    const chosen = shuffledWith(companies, random).slice(0, n);
    const times = chosen.map(() => randomBetween(from, to, random)).sort((a, b) => a.getTime() - b.getTime());
    const price = row.targetPrice
      ? Number(row.targetPrice)
      : Number(targetPriceFor(mainOf.get(row) ?? '', row.unit, undefined, random).amount);
    for (const [i, company] of chosen.entries()) {
      const submittedAt = times[i] ?? new Date(from);
      quotes.push({
        rfqIndex,
        supplierId: company.supplierId,
        userId: company.userId,
        price: (price * (0.9 + random() * 0.3)).toFixed(row.targetCurrency === 'JPY' ? 0 : 2),
        currency: row.targetCurrency ?? 'USD',
        unit: row.unit,
        terms: random() < 0.8 ? row.terms : 'FOB',
        moq: random() < 0.6 ? Math.max(1, Math.round(row.quantity / 4)) : null,
        leadTimeDays: random() < 0.7 ? 14 + Math.floor(random() * 6) * 7 : null,
        validUntil: new Date(submittedAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
        place: row.place,
        sampleOffer: random() < 0.4 ? 'free' : random() < 0.5 ? 'paid' : 'none',
        message: QUOTE_MESSAGES[Math.floor(random() * QUOTE_MESSAGES.length)] ?? '',
        viewedAt: random() < 0.7 ? randomBetween(submittedAt.getTime(), to, random) : null,
        submittedAt,
      });
    }
    row.quoteCount = n;
    const last = times[times.length - 1];
    if (n === row.maxQuotes && last && row.state === 'open') closeRfq(row, 'full', last);
    else if (row.closeReason === 'expired' && n >= 2 && random() < 0.3 && last)
      closeRfq(row, 'awarded', randomBetween(last.getTime(), row.expiresAt.getTime(), random));
  }
  // The buyers' decisions: the award, the others of an awarded RFQ declined, some shortlisted.
  for (const quote of quotes) {
    const rfq = rows[quote.rfqIndex];
    if (!rfq) continue;
    const until = Math.min(now, rfq.closedAt?.getTime() ?? now);
    const decidedAt =
      rfq.closeReason === 'awarded' && rfq.closedAt
        ? rfq.closedAt
        : randomBetween(quote.submittedAt.getTime(), until, random);
    if (rfq.closeReason === 'awarded') {
      const isWinner = !quotes.some((q) => q.rfqIndex === quote.rfqIndex && q.decision === 'awarded');
      quote.decision = isWinner ? 'awarded' : 'declined';
      if (!isWinner) quote.declineReason = 'chose_another';
      quote.decidedAt = decidedAt;
    } else if (random() < 0.15) {
      quote.decision = 'shortlisted';
      quote.decidedAt = decidedAt;
    } else if (random() < 0.1) {
      quote.decision = 'declined';
      quote.declineReason = pickWith(
        ['price_too_high', 'moq_too_high', 'lead_time_too_long'] as const,
        random,
      );
      quote.decidedAt = decidedAt;
    }
    if (quote.decision && !quote.viewedAt) quote.viewedAt = quote.decidedAt ?? null;
  }
  return quotes;
}

/** Inserts the quotes under their RFQs' ids and points awarded RFQs at their winning quote. */
export async function insertRfqQuotes(ctx: AppContext, quotes: QuoteRow[], ids: number[]) {
  const values = quotes.map(({ rfqIndex, ...quote }) => ({ ...quote, rfqId: ids[rfqIndex] ?? 0 }));
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await ctx.db
      .insert(rfqQuotes)
      .values(values.slice(i, i + 500))
      .returning({ id: rfqQuotes.id, rfqId: rfqQuotes.rfqId, decision: rfqQuotes.decision });
    for (const quote of inserted.filter((q) => q.decision === 'awarded'))
      await ctx.db.update(rfqs).set({ awardedQuoteId: quote.id }).where(eq(rfqs.id, quote.rfqId));
  }
}
