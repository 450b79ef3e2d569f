import type { Lang, Page, RecommendationReason, RecommendedBuyer, RecommendedProduct } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { type PageRequest, pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { getFileRefsById } from '../files/files.service.js';
import {
  getCategoryPaths,
  getMainCategoryCodes,
  listTopLevelCategoryIds,
} from '../reference/categories.service.js';
import { toBuyerSummaryDto, toRecommendedProductDto } from './buyers.presenter.js';
import { findBuyerInterests, findBuyersByIdsChecked } from './buyers.repository.js';
import { requireBuyer } from './pool.service.js';
import { rankedPage } from './rankingCache.js';
import {
  findSupplierSignals,
  listMyProductsForMatching,
  listRecentBuyerIds,
  type SupplierSignals,
  signalsCheck,
} from './recommendations.repository.js';

/**
 * Each supplier's signals, kept ten seconds: the page read with them also reads
 * `supplierSignalsJson`, so a product or category changed since (in any process) is noticed in the
 * same round trip, and the page is ranked again from a fresh read.
 */
const SIGNALS = defineCache<KeptSignals>({ name: 'supplierSignals', ttlMs: 10_000, maxEntries: 5000 });
type KeptSignals = Awaited<ReturnType<typeof findSupplierSignals>>;

/** My supplier's signals split into main categories and sub-categories. */
async function splitSignals(ctx: AppContext, signals: SupplierSignals) {
  const [mainOf, topIds] = await Promise.all([getMainCategoryCodes(ctx), listTopLevelCategoryIds(ctx)]);
  const mainCategories = new Set(signals.mainCategories);
  const subcategoryIds: number[] = [];
  for (const id of signals.categoryIds) {
    const main = mainOf(id);
    if (main) mainCategories.add(main);
    if (!topIds.has(id)) subcategoryIds.push(id);
  }
  return { mainCategories: [...mainCategories], brands: signals.brands, subcategoryIds };
}

/**
 * Recommends buyers for my company, best first, each with the reasons that scored. Without any
 * signal (no main categories, no products) the most recently online buyers are offered instead.
 */
export async function recommendBuyers(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  query: { hideContacted: boolean } & PageRequest,
): Promise<Page<RecommendedBuyer>> {
  const kept = await ctx.caches
    .of(SIGNALS)
    .get(String(caller.supplierId), () => findSupplierSignals(ctx.db, caller.supplierId));
  const answer = await recommendWith(ctx, caller, lang, query, kept);
  if (answer.current) return answer.page;
  // My products or categories changed since the signals were kept.
  return (await recommendWith(ctx, caller, lang, query, await findSupplierSignals(ctx.db, caller.supplierId)))
    .page;
}

/** The page ranked with these signals; `current`: they were still the supplier's when it was read. */
async function recommendWith(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  query: { hideContacted: boolean } & PageRequest,
  { signals: raw, fingerprint }: KeptSignals,
): Promise<{ page: Page<RecommendedBuyer>; current: boolean }> {
  const signals = await splitSignals(ctx, raw);
  const options = { hideContacted: query.hideContacted, ...pageRange(query) };
  const hasSignals =
    signals.mainCategories.length + signals.brands.length + signals.subcategoryIds.length > 0;
  const ranked = hasSignals
    ? await rankedPage(ctx, caller.supplierId, signals, options)
    : await listRecentBuyerIds(ctx.db, caller.supplierId, options).then(({ rows, total }) => ({
        total,
        rows: rows.map((r) => ({
          buyerId: r.buyerId,
          categoryHit: false,
          brandHits: [] as string[],
          subcategoryHits: [] as number[],
          recentPoints: r.recentPoints,
          score: r.recentPoints,
        })),
      }));
  const [pathOf, found] = await Promise.all([
    getCategoryPaths(ctx, lang),
    findBuyersByIdsChecked(
      ctx.db,
      caller.supplierId,
      ranked.rows.map((r) => r.buyerId),
      signalsCheck,
    ),
  ]);
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  const page = toPage(
    ranked.rows.flatMap((r) => {
      const row = byId.get(r.buyerId);
      if (!row) return [];
      const summary = toBuyerSummaryDto(row);
      const reasons: RecommendationReason[] = [];
      if (r.categoryHit) reasons.push({ kind: 'category', category: summary.mainCategory });
      if (r.brandHits.length) reasons.push({ kind: 'brand', brands: r.brandHits });
      if (r.subcategoryHits.length)
        reasons.push({
          kind: 'product',
          categories: r.subcategoryHits.map((id) => pathOf(id).at(-1) ?? ''),
        });
      if (r.recentPoints > 0) reasons.push({ kind: 'recent' });
      return [{ ...summary, score: Math.min(100, r.score), reasons }];
    }),
    ranked.total,
    query,
  );
  return { page, current: found.check === fingerprint };
}

/** Lists the dashboard's top recommended buyers not contacted yet. */
export async function listDashboardRecommended(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  size: number,
): Promise<RecommendedBuyer[]> {
  const page = await recommendBuyers(ctx, caller, lang, {
    hideContacted: true,
    pageIndex: 1,
    pageSize: size,
  });
  return page.list;
}

/**
 * Recommends my products worth offering a buyer: ones they may be purchasing or asked about (3 points),
 * brands they want (2), their categories (1). Products matching nothing are left out.
 */
export async function recommendProductsForBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  input: { buyerId: number } & PageRequest,
): Promise<Page<RecommendedProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const [interests, products, mainOf] = await Promise.all([
    findBuyerInterests(ctx.db, input.buyerId),
    listMyProductsForMatching(ctx.db, caller.supplierId),
    getMainCategoryCodes(ctx),
  ]);
  if (!interests) throw new AppError('RECORD_NOT_FOUND');
  const wanted = new Set(interests.purchasingProductIds);
  const brands = new Set(interests.interestedBrands.map((b) => b.toLowerCase()));
  const categories = new Set(interests.purchasingCategoryIds);
  const matches = products
    .map((p) => {
      const reasons: RecommendedProduct['reasons'] = [];
      if (p.masterProductId && wanted.has(p.masterProductId)) reasons.push('purchasing');
      if (p.brand && brands.has(p.brand.toLowerCase())) reasons.push('brand');
      if ((p.categoryId && categories.has(p.categoryId)) || mainOf(p.categoryId) === interests.mainCategory)
        reasons.push('category');
      const points =
        (reasons.includes('purchasing') ? 3 : 0) +
        (reasons.includes('brand') ? 2 : 0) +
        (reasons.includes('category') ? 1 : 0);
      return { product: p, reasons, points };
    })
    .filter((m) => m.points > 0)
    .sort((a, b) => b.points - a.points || b.product.id - a.product.id);
  const { offset, limit } = pageRange(input);
  const pageRows = matches.slice(offset, offset + limit);
  const files = await getFileRefsById(
    ctx,
    pageRows.flatMap((m) => m.product.imageIds.slice(0, 1)),
  );
  return toPage(
    pageRows.map(({ product, reasons }) => toRecommendedProductDto(product, reasons, files)),
    matches.length,
    input,
  );
}
