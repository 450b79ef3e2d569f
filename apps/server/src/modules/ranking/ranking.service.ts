import {
  type Lang,
  PRICING_UNITS,
  type PricingUnit,
  type ProductRanking,
  type ProductRankingDetail,
  type ProductRankingDetailQuerySchema,
  type ProductRankingQuerySchema,
  type RankingRow,
} from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { plainDecimal } from '../../db/plainDecimal.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { getFileRefsById } from '../files/files.service.js';
import { findMyLinkedProductId } from '../products/products.service.js';
import {
  CATEGORIES_CACHE_TOPIC,
  getCategoryPaths,
  listCategoryAndDescendants,
  listTopLevelCategoryIds,
} from '../reference/categories.service.js';
import { toRankingRow } from './ranking.presenter.js';
import {
  countOpenRfqs,
  type DemandSubject,
  findRankedProducts,
  listDemandOrigins,
  listDemandPerDay,
  listDemandScores,
  listQuantityStats,
  listTargetPriceStats,
  type RankBy,
  type RankingWindow,
  type ScoreRow,
} from './ranking.repository.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The market's demand is the same for every supplier and moves slowly, so each process keeps a
 * ranking for a minute (windows end on the minute, so the key changes with it).
 */
const RANKINGS = defineCache<ProductRanking>({
  name: 'productRankings',
  ttlMs: 60_000,
  maxEntries: 500,
  // Rows carry category names: a renamed or moved category shows at once.
  dropOn: [CATEGORIES_CACHE_TOPIC],
});

/** The period ending at the next whole minute (so requests within a minute share it) and the one before. */
export function rankingWindow(now: Date, days: number): RankingWindow {
  const to = new Date((Math.floor(now.getTime() / MINUTE) + 1) * MINUTE);
  const from = new Date(to.getTime() - days * DAY);
  return { previousFrom: new Date(from.getTime() - days * DAY), from, to };
}

/** The categories counted: a filter's subtree, or every category (see listDemandScores on why). */
async function categoryIdsOf(ctx: AppContext, categoryId: number | undefined): Promise<number[]> {
  if (categoryId !== undefined) return listCategoryAndDescendants(ctx, categoryId);
  const roots = [...(await listTopLevelCategoryIds(ctx))];
  return (await Promise.all(roots.map((id) => listCategoryAndDescendants(ctx, id)))).flat();
}

/** Names, brands, pictures and categories of ranked rows, in the reader's language. */
async function describeRows(
  ctx: AppContext,
  by: RankBy,
  scores: ScoreRow[],
  lang: Lang,
): Promise<RankingRow[]> {
  const pathOf = await getCategoryPaths(ctx, lang);
  if (by === 'category')
    return scores.flatMap((score) => {
      const path = pathOf(score.id);
      if (path.length === 0) return [];
      return [
        toRankingRow(score, {
          kind: 'category',
          name: path[path.length - 1] ?? '',
          brand: null,
          category: path[0] ?? '',
          imageUrl: null,
        }),
      ];
    });
  const products = new Map(
    (
      await findRankedProducts(
        ctx.db,
        scores.map((s) => s.id),
      )
    ).map((p) => [p.id, p]),
  );
  const files = await getFileRefsById(
    ctx,
    [...products.values()].flatMap((p) => p.imageIds.slice(0, 1)),
  );
  return scores.flatMap((score) => {
    const product = products.get(score.id);
    if (!product) return [];
    const image = product.imageIds[0] ? files.get(product.imageIds[0]) : undefined;
    const path = pathOf(product.categoryId);
    return [
      toRankingRow(score, {
        kind: 'product',
        name: product.name,
        brand: product.brand,
        category: path[path.length - 1] ?? '',
        imageUrl: image ? (image.thumbUrl ?? image.url) : null,
      }),
    ];
  });
}

type RankingQuery = z.output<typeof ProductRankingQuerySchema>;

/**
 * The products (or categories) buyers asked for most over the last 7 or 30 days: RFQs × 3 plus
 * chat inquiries × 1, with the same score over the period before, the rank then and the trend.
 */
export async function getProductRanking(
  ctx: AppContext,
  query: RankingQuery,
  lang: Lang,
): Promise<ProductRanking> {
  const window = rankingWindow(ctx.clock.now(), query.period);
  const key = [query.by, query.period, query.categoryId ?? '', query.limit, lang, window.to.toISOString()];
  return ctx.caches.of(RANKINGS).get(key.join(':'), async () => {
    const scores = await listDemandScores(ctx.db, {
      by: query.by,
      window,
      categoryIds: await categoryIdsOf(ctx, query.categoryId),
      isFiltered: query.categoryId !== undefined,
      limit: query.limit,
    });
    return {
      period: query.period,
      by: query.by,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      rows: await describeRows(ctx, query.by, scores, lang),
    };
  });
}

const isPricingUnit = (unit: string): unit is PricingUnit =>
  (PRICING_UNITS as readonly string[]).includes(unit);

type DetailQuery = z.output<typeof ProductRankingDetailQuerySchema>;

/**
 * A product's or category's demand over the period: per day, where from, the quantities and target
 * prices asked, the RFQs open now, and (for a product) my company's product for it.
 */
export async function getProductRankingDetail(
  ctx: AppContext,
  caller: SupplierCaller,
  query: DetailQuery,
  lang: Lang,
): Promise<ProductRankingDetail> {
  const now = ctx.clock.now();
  const window = rankingWindow(now, query.period);
  const allCategories = await categoryIdsOf(ctx, undefined);
  const [score] = await listDemandScores(ctx.db, {
    by: query.kind,
    window,
    categoryIds: allCategories,
    isFiltered: false,
    limit: 1,
    onlyId: query.id,
  });
  const zero: ScoreRow = {
    id: query.id,
    rank: 0,
    rfqs: 0,
    inquiries: 0,
    score: 0,
    previousScore: 0,
    previousRank: null,
  };
  const [row] = await describeRows(ctx, query.kind, [score ?? zero], lang);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const subject: DemandSubject =
    query.kind === 'product'
      ? { kind: 'product', id: query.id }
      : // The category itself, as the ranking counts it (RFQs are filed under it, not its children).
        { kind: 'category', categoryIds: [query.id] };
  const [perDay, places, quantities, prices, openRfqs, myProductId, product] = await Promise.all([
    listDemandPerDay(ctx.db, subject, window.from, window.to),
    listDemandOrigins(ctx.db, subject, window.from, window.to),
    listQuantityStats(ctx.db, subject, window.from, window.to),
    listTargetPriceStats(ctx.db, subject, window.from, window.to),
    countOpenRfqs(ctx.db, subject, now),
    query.kind === 'product' ? findMyLinkedProductId(ctx, caller, query.id) : null,
    query.kind === 'product' ? findRankedProducts(ctx.db, [query.id]) : [],
  ]);
  const series = Array.from({ length: query.period }, (_, slice) => ({
    // A slice is named by the day it ends on (the last one ends now).
    day: new Date(window.from.getTime() + (slice + 1) * DAY - 1).toISOString().slice(0, 10),
    rfqs: 0,
    inquiries: 0,
  }));
  for (const { slice, source, count } of perDay) {
    const day = series[slice];
    if (!day) continue;
    if (source === 'rfq') day.rfqs += count;
    else day.inquiries += count;
  }
  return {
    row,
    barcode: product[0]?.barcode ?? null,
    series,
    places,
    quantities: quantities.flatMap((q) => (isPricingUnit(q.unit) ? [{ ...q, unit: q.unit }] : [])),
    targetPrices: prices.flatMap((p) =>
      isPricingUnit(p.unit)
        ? [
            {
              currency: p.currency,
              unit: p.unit,
              count: p.count,
              min: plainDecimal(p.min),
              median: plainDecimal(p.median),
              max: plainDecimal(p.max),
            },
          ]
        : [],
    ),
    openRfqs,
    myProductId,
  };
}
