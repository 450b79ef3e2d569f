import type { BuyerDetail, BuyerProduct, BuyerQuery, BuyerSummary, Lang, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { type PageRequest, pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { getFileRefsById } from '../files/files.service.js';
import { getCategoryPaths } from '../reference/categories.service.js';
import { toBuyerProductDto, toBuyerSummaryDto } from './buyers.presenter.js';
import {
  type BuyerFilter,
  type BuyerSummaryRow,
  countBuyerPool,
  countContactedInPool,
  findBuyer,
  listBuyerProducts,
  listBuyers,
} from './buyers.repository.js';

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

/** Searches the buyer pool (SPEC 3): keyword, main category, hide contacted, selected/new; most recently online first. */
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

/** Reads one buyer with my company's contact state, or RECORD_NOT_FOUND. */
export async function requireBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  buyerId: number,
): Promise<BuyerSummaryRow> {
  const row = await findBuyer(ctx.db, caller.supplierId, buyerId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Lists a buyer's possibly purchasing, recently inquired or recently browsed products, newest first. */
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

/** Gets everything of SPEC 3 for one buyer: profile, my contact state, and their recent products. */
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
