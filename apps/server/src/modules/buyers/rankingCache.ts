import type { Database } from '../../db/client.js';
import {
  countContactedCandidates,
  listContactedBuyerIds,
  listRecommendedBuyers,
} from './recommendations.repository.js';

type Signals = { mainCategories: string[]; brands: string[]; subcategoryIds: number[] };
type Ranked = Awaited<ReturnType<typeof listRecommendedBuyers>>;

/**
 * Scoring every candidate is the costly part of a recommendation (tens of thousands of buyers in
 * a category), so each process keeps a supplier's top RANKING_DEPTH for RANKING_TTL_MS. The key
 * holds the supplier's signals: a new product or category gives a fresh ranking at once. Contacted
 * buyers are taken out at read time, so "hide contacted" is always current.
 */
const RANKING_TTL_MS = 60_000;
const RANKING_DEPTH = 1000;
const rankings = new WeakMap<object, Map<string, { at: number; ranked: Promise<Ranked> }>>();

async function topRanking(db: Database, supplierId: number, signals: Signals): Promise<Ranked> {
  let bySupplier = rankings.get(db);
  if (!bySupplier) {
    bySupplier = new Map();
    rankings.set(db, bySupplier);
  }
  const key = `${supplierId}:${JSON.stringify(signals)}`;
  const entry = bySupplier.get(key);
  if (entry && Date.now() - entry.at < RANKING_TTL_MS) return entry.ranked;
  // The promise is kept, so a burst of requests from one supplier computes the ranking once.
  const ranked = listRecommendedBuyers(db, supplierId, signals, {
    hideContacted: false,
    offset: 0,
    limit: RANKING_DEPTH,
  });
  if (bySupplier.size > 5000) bySupplier.clear();
  const kept = bySupplier;
  kept.set(key, { at: Date.now(), ranked });
  ranked.catch(() => kept.delete(key));
  return ranked;
}

/** One page of a supplier's recommended buyers, from the kept ranking when it reaches that far. */
export async function rankedPage(
  db: Database,
  supplierId: number,
  signals: Signals,
  options: { hideContacted: boolean; offset: number; limit: number },
): Promise<Ranked> {
  const ranked = await topRanking(db, supplierId, signals);
  const contacted = options.hideContacted ? new Set(await listContactedBuyerIds(db, supplierId)) : new Set();
  const visible = ranked.rows.filter((r) => !contacted.has(r.buyerId));
  const end = options.offset + options.limit;
  const complete = ranked.rows.length >= ranked.total;
  if (end > visible.length && !complete) return listRecommendedBuyers(db, supplierId, signals, options);
  const total = options.hideContacted
    ? ranked.total - (await countContactedCandidates(db, supplierId, signals))
    : ranked.total;
  return { rows: visible.slice(options.offset, end), total };
}
