import type {
  BuyerDetail,
  BuyerProduct,
  BuyerQuery,
  BuyerSummary,
  ContactStatus,
  Lang,
  MainCategory,
  Page,
  RecommendationReason,
  RecommendedBuyer,
  RecommendedProduct,
  Visitor,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { fileRefsById } from '../files/files.service.js';
import { categoryPaths, mainCategoryCodes, topLevelCategoryIds } from '../reference/categories.service.js';
import {
  type BuyerSummaryRow,
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

type PageInput = { pageIndex: number; pageSize: number };
const slice = (page: PageInput) => ({ offset: (page.pageIndex - 1) * page.pageSize, limit: page.pageSize });

export function contactStatusOf(row: { contactedAt: Date | null; respondedAt: Date | null }): ContactStatus {
  if (row.respondedAt) return 'responded';
  if (row.contactedAt) return 'contacted';
  return 'none';
}

function toSummary(row: BuyerSummaryRow): BuyerSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    companyName: row.companyName,
    jobTitle: row.jobTitle as BuyerSummary['jobTitle'],
    title: row.title as BuyerSummary['title'],
    country: row.country,
    mainCategory: row.mainCategory as MainCategory,
    interestedBrands: row.interestedBrands,
    lastOnlineAt: row.lastOnlineAt.getTime() === 0 ? null : row.lastOnlineAt.toISOString(),
    online: row.online,
    isSelected: row.isSelected,
    isNew: row.isNew,
    contactStatus: contactStatusOf(row),
  };
}

export async function searchBuyers(
  ctx: AppContext,
  caller: SupplierCaller,
  query: Required<Pick<BuyerQuery, 'hideContacted' | 'tab'>> & BuyerQuery & PageInput,
): Promise<Page<BuyerSummary>> {
  const { rows, total } = await listBuyers(
    ctx.db,
    caller.supplierId,
    {
      keyword: query.keyword || undefined,
      mainCategory: query.mainCategory,
      hideContacted: query.hideContacted,
      tab: query.tab,
    },
    slice(query),
  );
  return { list: rows.map(toSummary), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

async function requireBuyer(ctx: AppContext, caller: SupplierCaller, buyerId: number) {
  const row = await findBuyer(ctx.db, caller.supplierId, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function getBuyerSummary(ctx: AppContext, caller: SupplierCaller, buyerId: number) {
  return toSummary(await requireBuyer(ctx, caller, buyerId));
}

export async function listProductsOfBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
  input: { buyerId: number; kind: 'purchasing' | 'inquired' | 'browsed' } & PageInput,
): Promise<Page<BuyerProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const { rows, total } = await listBuyerProducts(
    ctx.db,
    caller.supplierId,
    input.buyerId,
    input.kind,
    slice(input),
  );
  const [pathOf, files] = await Promise.all([
    categoryPaths(ctx, lang),
    fileRefsById(
      ctx,
      rows.flatMap((r) => r.imageIds.slice(0, 1)),
    ),
  ]);
  return {
    list: rows.map((r) => {
      const image = r.imageIds[0] ? files.get(r.imageIds[0]) : undefined;
      return {
        id: r.id,
        name: r.name,
        brand: r.brand,
        barcode: r.barcode,
        categoryPath: pathOf(r.categoryId),
        imageUrl: image ? (image.thumbUrl ?? image.url) : null,
        at: r.at.toISOString(),
        myProductId: r.myProductId,
      };
    }),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
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
    ...toSummary(row),
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
    mainCategoryCodes(ctx),
    topLevelCategoryIds(ctx),
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
  query: { hideContacted: boolean } & PageInput,
): Promise<Page<RecommendedBuyer>> {
  const signals = await signalsOf(ctx, caller.supplierId);
  const options = { hideContacted: query.hideContacted, ...slice(query) };
  const hasSignals =
    signals.mainCategories.length + signals.brands.length + signals.subcategoryIds.length > 0;
  const ranked = hasSignals
    ? await rankedPage(ctx.db, caller.supplierId, signals, options)
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
  const pathOf = await categoryPaths(ctx, lang);
  const rows = await findBuyersByIds(
    ctx.db,
    caller.supplierId,
    ranked.rows.map((r) => r.buyerId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    list: ranked.rows.flatMap((r) => {
      const row = byId.get(r.buyerId);
      if (!row) return [];
      const summary = toSummary(row);
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
    total: ranked.total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/**
 * My products worth offering a buyer: ones they may be purchasing or asked about (3 points),
 * brands they want (2), their categories (1). Products matching nothing are left out.
 */
export async function recommendProductsForBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  input: { buyerId: number } & PageInput,
): Promise<Page<RecommendedProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const [interests, products, mainOf] = await Promise.all([
    findBuyerInterests(ctx.db, input.buyerId),
    listMyProductsForMatching(ctx.db, caller.supplierId),
    mainCategoryCodes(ctx),
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
  const { offset, limit } = slice(input);
  const pageRows = matches.slice(offset, offset + limit);
  const files = await fileRefsById(
    ctx,
    pageRows.flatMap((m) => m.product.imageIds.slice(0, 1)),
  );
  return {
    list: pageRows.map(({ product, reasons }) => {
      const image = product.imageIds[0] ? files.get(product.imageIds[0]) : undefined;
      return {
        id: product.id,
        name: product.name,
        brand: product.brand,
        barcode: product.barcode,
        imageUrl: image ? (image.thumbUrl ?? image.url) : null,
        reasons,
      };
    }),
    total: matches.length,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}

/** A buyer looked at a supplier's showroom or one of its products. */
export async function recordVisit(
  ctx: AppContext,
  visit: { supplierId: number; buyerId: number; productId?: number; productName?: string },
): Promise<void> {
  await insertVisit(ctx.db, visit);
}

export async function listMyVisitors(
  ctx: AppContext,
  caller: SupplierCaller,
  page: PageInput,
): Promise<Page<Visitor>> {
  const { rows, total } = await listVisitors(ctx.db, caller.supplierId, slice(page));
  return {
    list: rows.map((row) => ({
      ...toSummary(row),
      visitedAt: row.visitedAt.toISOString(),
      viewed:
        row.productName !== null
          ? { kind: 'product' as const, productId: row.productId, productName: row.productName }
          : { kind: 'showroom' as const },
    })),
    total,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}
