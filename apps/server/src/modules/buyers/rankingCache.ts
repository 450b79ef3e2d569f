import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';
import {
  countContactedCandidates,
  listContactedBuyerIds,
  listRecommendedBuyers,
} from './recommendations.repository.js';

type Signals = { mainCategories: string[]; brands: string[]; subcategoryIds: number[] };
type Ranked = Awaited<ReturnType<typeof listRecommendedBuyers>>;

/**
 * Scoring every candidate is the costly part of a recommendation (tens of thousands of buyers in
 * a category), so each process keeps a supplier's top RANKING_DEPTH for a minute. The key holds
 * the supplier's signals: a new product or category gives a fresh ranking at once. Contacted
 * buyers are taken out at read time, so "hide contacted" is always current.
 */
const RANKINGS = defineCache<Ranked>({ name: 'buyerRankings', ttlMs: 60_000, maxEntries: 5000 });
const RANKING_DEPTH = 1000;

/** Forgets this process's kept rankings (a buyer was blocked or unblocked). */
export function forgetRankings(ctx: AppContext): void {
  ctx.caches.of(RANKINGS).clear();
}

function topRanking(ctx: AppContext, supplierId: number, signals: Signals): Promise<Ranked> {
  return ctx.caches.of(RANKINGS).get(`${supplierId}:${JSON.stringify(signals)}`, () =>
    listRecommendedBuyers(ctx.db, supplierId, signals, {
      hideContacted: false,
      offset: 0,
      limit: RANKING_DEPTH,
    }),
  );
}

/** One page of a supplier's recommended buyers, from the kept ranking when it reaches that far. */
export async function rankedPage(
  ctx: AppContext,
  supplierId: number,
  signals: Signals,
  options: { hideContacted: boolean; offset: number; limit: number },
): Promise<Ranked> {
  const db = ctx.db;
  // The contacts are read alongside the kept ranking (one round trip when it is kept).
  const [ranked, contactedIds, contactedCandidates] = await Promise.all([
    topRanking(ctx, supplierId, signals),
    options.hideContacted ? listContactedBuyerIds(db, supplierId) : [],
    options.hideContacted ? countContactedCandidates(db, supplierId, signals) : 0,
  ]);
  const contacted = new Set(contactedIds);
  const visible = contacted.size ? ranked.rows.filter((r) => !contacted.has(r.buyerId)) : ranked.rows;
  const end = options.offset + options.limit;
  const complete = ranked.rows.length >= ranked.total;
  if (end > visible.length && !complete) return listRecommendedBuyers(db, supplierId, signals, options);
  return { rows: visible.slice(options.offset, end), total: ranked.total - contactedCandidates };
}
