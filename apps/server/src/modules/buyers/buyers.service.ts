import type {
  BuyerDetail,
  BuyerProduct,
  BuyerQuery,
  BuyerSummary,
  Lang,
  Page,
  RecommendationReason,
  RecommendedBuyer,
  RecommendedProduct,
  Visitor,
} from '@sc/contract';
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
import {
  toBuyerProductDto,
  toBuyerSummaryDto,
  toRecommendedProductDto,
  toVisitorDto,
} from './buyers.presenter.js';
import {
  type BuyerFilter,
  countBuyerPool,
  countContactedInPool,
  findBuyer,
  findBuyerInterests,
  findBuyersByIds,
  insertVisit,
  listBuyerProducts,
  listBuyers,
  listVisitors,
} from './buyers.repository.js';
import { rankedPage } from './rankingCache.js';
import {
  findSupplierSignals,
  listMyProductsForMatching,
  listRecentBuyerIds,
} from './recommendations.repository.js';

/**
 * How many buyers match the supplier-independent part of a filter. The pool is shared by every
 * supplier and changes slowly, so each process keeps these counts for ten seconds; the "hide
 * contacted" part is subtracted live (a supplier's contacts are few).
 */
const POOL_COUNTS = defineCache<number>({ name: 'buyerPoolCounts', ttlMs: 10_000, maxEntries: 1000 });

function countPool(ctx: AppContext, filter: BuyerFilter): Promise<number> {
  const key = JSON.stringify([filter.keyword?.toLowerCase() ?? '', filter.mainCategory ?? '', filter.tab]);
  return ctx.caches.of(POOL_COUNTS).get(key, () => countBuyerPool(ctx.db, filter));
}

/** The buyer pool (SPEC 3), most recently online first, by words, main category and tab. */
export async function searchBuyers(
  ctx: AppContext,
  caller: SupplierCaller,
  query: Required<Pick<BuyerQuery, 'hideContacted' | 'tab'>> & BuyerQuery & PageRequest,
): Promise<Page<BuyerSummary>> {
  const filter: BuyerFilter = {
    keyword: query.keyword || undefined,
    mainCategory: query.mainCategory,
    hideContacted: query.hideContacted,
    tab: query.tab,
  };
  const [rows, poolTotal, contacted] = await Promise.all([
    listBuyers(ctx.db, caller.supplierId, filter, pageRange(query)),
    countPool(ctx, filter),
    filter.hideContacted ? countContactedInPool(ctx.db, caller.supplierId, filter) : 0,
  ]);
  return toPage(rows.map(toBuyerSummaryDto), Math.max(0, poolTotal - contacted), query);
}

async function requireBuyer(ctx: AppContext, caller: SupplierCaller, buyerId: number) {
  const row = await findBuyer(ctx.db, caller.supplierId, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** One buyer as the pool lists them, or RECORD_NOT_FOUND. */
export async function getBuyerSummary(ctx: AppContext, caller: SupplierCaller, buyerId: number) {
  return toBuyerSummaryDto(await requireBuyer(ctx, caller, buyerId));
}

/** A page of the master products a buyer purchases, asked about or browsed, newest first. */
export async function listProductsOfBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  input: { buyerId: number; kind: 'purchasing' | 'inquired' | 'browsed' } & PageRequest,
): Promise<Page<BuyerProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const { rows, total } = await listBuyerProducts(
    ctx.db,
    caller.supplierId,
    input.buyerId,
    input.kind,
    pageRange(input),
  );
  const [pathOf, files] = await Promise.all([
    getCategoryPaths(ctx, lang),
    getFileRefsById(
      ctx,
      rows.flatMap((r) => r.imageIds.slice(0, 1)),
    ),
  ]);
  return toPage(
    rows.map((row) => toBuyerProductDto(row, pathOf, files)),
    total,
    input,
  );
}

/** Everything of SPEC 3 for one buyer: profile, my contact state, and their recent products. */
export async function getBuyerDetail(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  buyerId: number,
): Promise<BuyerDetail> {
  const row = await requireBuyer(ctx, caller, buyerId);
  const first = { pageIndex: 1, pageSize: 6 };
  const [purchasing, inquired, browsed] = await Promise.all(
    (['purchasing', 'inquired', 'browsed'] as const).map((kind) =>
      listProductsOfBuyer(ctx, caller, lang, { buyerId, kind, ...first }),
    ),
  );
  return {
    ...toBuyerSummaryDto(row),
    joinedAt: row.joinedAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    possiblyPurchasing: purchasing?.list ?? [],
    recentlyInquired: inquired?.list ?? [],
    recentlyBrowsed: browsed?.list ?? [],
  };
}

/** My supplier's signals split into main categories and sub-categories. */
async function signalsOf(ctx: AppContext, supplierId: number) {
  const [signals, mainOf, topIds] = await Promise.all([
    findSupplierSignals(ctx.db, supplierId),
    getMainCategoryCodes(ctx),
    listTopLevelCategoryIds(ctx),
  ]);
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
 * Buyers recommended for my company, best first, each with the reasons that scored. Without any
 * signal (no main categories, no products) the most recently online buyers are offered instead.
 */
export async function recommendBuyers(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  query: { hideContacted: boolean } & PageRequest,
): Promise<Page<RecommendedBuyer>> {
  const signals = await signalsOf(ctx, caller.supplierId);
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
  const pathOf = await getCategoryPaths(ctx, lang);
  const rows = await findBuyersByIds(
    ctx.db,
    caller.supplierId,
    ranked.rows.map((r) => r.buyerId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(
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
}

/**
 * My products worth offering a buyer: ones they may be purchasing or asked about (3 points),
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

/** A buyer looked at a supplier's showroom or one of its products. */
export async function recordVisit(
  ctx: AppContext,
  visit: { supplierId: number; buyerId: number; productId?: number; productName?: string },
): Promise<void> {
  await insertVisit(ctx.db, visit);
}

/** Buyers who looked at my showroom or products, newest first. */
export async function listMyVisitors(
  ctx: AppContext,
  caller: SupplierCaller,
  page: PageRequest,
): Promise<Page<Visitor>> {
  const { rows, total } = await listVisitors(ctx.db, caller.supplierId, pageRange(page));
  return toPage(rows.map(toVisitorDto), total, page);
}
