import type { Lang, Page, ShowroomProduct, SupplierCard, SupplierShowroom } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller } from '../../http/caller.js';
import { recordVisit } from '../buyers/visits.service.js';
import { getLogoUrls, getPublicCompanyProfile } from '../company/companyPublic.service.js';
import { getCredentialBadges } from '../credentials/credentialBadges.service.js';
import { getFileRefsById } from '../files/files.service.js';
import { getPublicSchedule } from '../schedule/schedule.service.js';
import { listExhibitedProducts } from '../showroom/showroom.service.js';
import { toProductCardDto, toShowroomProductDto } from './showroom.presenter.js';
import {
  findAnyProduct,
  findConversationId,
  findSupplier,
  listSupplierProducts,
  listSuppliers,
} from './showroom.repository.js';

/** Products a showroom page loads: the displayed ones (at most SHOWROOM.maxExhibits) and the newest. */
const SHOWROOM_PRODUCTS = 60;

/** Lists the published showrooms a buyer can browse, by company or product name. */
export async function listSupplierDirectory(
  ctx: AppContext,
  query: { keyword?: string | undefined; pageIndex: number; pageSize: number },
): Promise<Page<SupplierCard>> {
  const { rows, total } = await listSuppliers(ctx.db, {
    keyword: query.keyword || undefined,
    ...pageRange(query),
  });
  const logos = await getLogoUrls(
    ctx,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => ({ ...row, logoUrl: logos.get(row.id) ?? null })),
    total,
    query,
  );
}

/**
 * A supplier's showroom as a buyer sees it: its company profile when published (a buyer who already
 * talks with a draft showroom's company still sees its name and products), the products it displays first, in its order (the
 * "Featured" section), then its other products, newest first. The visit shows in the supplier's
 * visitors list.
 */
export async function getSupplierShowroom(
  ctx: AppContext,
  caller: BuyerCaller,
  supplierId: number,
  lang: Lang,
): Promise<SupplierShowroom> {
  const found = await findSupplier(ctx.db, supplierId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  // Suspended by the platform team: the showroom is hidden until the company is reactivated.
  const { suspendedAt, ...supplier } = found;
  if (suspendedAt) throw new AppError('SUPPLIER_UNAVAILABLE');
  const [featured, newest, conversationId, profile, badges] = await Promise.all([
    listExhibitedProducts(ctx, supplierId),
    listSupplierProducts(ctx.db, supplierId, SHOWROOM_PRODUCTS),
    findConversationId(ctx.db, supplierId, caller.buyerId),
    getPublicCompanyProfile(ctx, supplierId, lang),
    getCredentialBadges(ctx, [supplierId]),
  ]);
  const schedule = profile ? await getPublicSchedule(ctx, supplierId) : null;
  const featuredIds = new Set(featured.map((p) => p.id));
  const products = [
    ...featured,
    ...newest
      .filter((p) => !featuredIds.has(p.id))
      .slice(0, Math.max(0, SHOWROOM_PRODUCTS - featured.length)),
  ];
  const files = await getFileRefsById(
    ctx,
    products.flatMap((p) => p.imageIds.slice(0, 1)),
  );
  await recordVisit(ctx, { supplierId, buyerId: caller.buyerId });
  return {
    ...supplier,
    logoUrl: profile?.logoUrl ?? null,
    profile,
    schedule,
    products: products.map((p) => toProductCardDto(p, files)),
    featuredCount: featured.length,
    conversationId,
    credentials: badges.get(supplierId) ?? [],
  };
}

/** Gets one product of any supplier for a buyer (a chat card opened, or a showroom item). */
export async function getShowroomProduct(
  ctx: AppContext,
  caller: BuyerCaller,
  productId: number,
): Promise<ShowroomProduct> {
  const found = await findAnyProduct(ctx.db, productId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  if (found.supplierSuspendedAt) throw new AppError('SUPPLIER_UNAVAILABLE');
  const p = found.product;
  const files = await getFileRefsById(ctx, p.imageIds);
  await recordVisit(ctx, {
    supplierId: p.supplierId,
    buyerId: caller.buyerId,
    productId: p.id,
    productName: p.name,
  });
  return toShowroomProductDto(found, files);
}
