import type { BuyerDetail, BuyerProduct, BuyerQuery, BuyerSummary, Lang, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../accounts/session.service.js';
import { fileRefsById } from '../files/files.service.js';
import { categoryPaths } from '../reference/categories.service.js';
import { type BuyerSummaryRow, findBuyer, listBuyerProducts, listBuyers } from './buyers.repository.js';
import { toBuyerSummary } from './toBuyerSummary.js';

type PageInput = { pageIndex: number; pageSize: number };

/** Searches the buyer pool: keyword, main category, hide contacted, selected/new; most recently online first. */
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
    { offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize },
  );
  return { list: rows.map(toBuyerSummary), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
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
  input: { buyerId: number; kind: 'purchasing' | 'inquired' | 'browsed' } & PageInput,
): Promise<Page<BuyerProduct>> {
  await requireBuyer(ctx, caller, input.buyerId);
  const { rows, total } = await listBuyerProducts(ctx.db, caller.supplierId, input.buyerId, input.kind, {
    offset: (input.pageIndex - 1) * input.pageSize,
    limit: input.pageSize,
  });
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
    ...toBuyerSummary(row),
    joinedAt: row.joinedAt.toISOString(),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    possiblyPurchasing: purchasing?.list ?? [],
    recentlyInquired: inquired?.list ?? [],
    recentlyBrowsed: browsed?.list ?? [],
  };
}
