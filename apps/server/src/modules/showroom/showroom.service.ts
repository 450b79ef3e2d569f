import {
  type Ok,
  type Product,
  SHOWROOM,
  type ShowroomExhibits,
  type ShowroomSuggestion,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getFileRefsById } from '../files/files.service.js';
import { toExhibitDto, toSuggestionDto } from './showroom.presenter.js';
import {
  deleteExhibit,
  exhibitStats,
  findExhibitedAmong,
  findMyProducts,
  insertExhibits,
  isExhibited,
  listExhibits,
  listSuggestions,
  lockShowroom,
  renumberExhibits,
  type ShowroomProductRow,
} from './showroom.repository.js';

/** Runs `work` in a transaction that holds my company's showroom lock. */
async function inLockedShowroom<T>(ctx: AppContext, supplierId: number, work: (tx: Database) => Promise<T>) {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await lockShowroom(tx, supplierId))) throw new AppError('RECORD_NOT_FOUND');
    return work(tx);
  });
}

/** The first picture of each product, signed; one lookup for the whole list. */
function firstImagesOf(ctx: AppContext, rows: { product: ShowroomProductRow }[]) {
  return getFileRefsById(
    ctx,
    rows.flatMap((r) => r.product.imageIds.slice(0, 1)),
  );
}

/** showcase/getShowcaseProduct: my displayed products in the order buyers see them. */
export async function listMyExhibits(ctx: AppContext, caller: SupplierCaller): Promise<ShowroomExhibits> {
  const rows = await listExhibits(ctx.db, caller.supplierId);
  const files = await firstImagesOf(ctx, rows);
  return {
    list: rows.map((row, index) => toExhibitDto(row, index + 1, files)),
    max: SHOWROOM.maxExhibits,
  };
}

/**
 * Displays one or several of my products after those already shown, in the order given. All or
 * nothing: another company's product is RECORD_NOT_FOUND, one already displayed is
 * ALREADY_EXHIBITED (naming it), and going past the cap is SHOWROOM_FULL. The count is checked
 * under the showroom lock, so simultaneous adds cannot pass the cap together.
 */
export async function addExhibits(
  ctx: AppContext,
  caller: SupplierCaller,
  productIds: number[],
): Promise<ShowroomExhibits> {
  const supplierId = caller.supplierId;
  await inLockedShowroom(ctx, supplierId, async (tx) => {
    const mine = await findMyProducts(tx, supplierId, productIds);
    if (mine.length !== productIds.length) throw new AppError('RECORD_NOT_FOUND');
    const shown = new Set(await findExhibitedAmong(tx, supplierId, productIds));
    const first = mine.find((p) => shown.has(p.id));
    if (first) throw new AppError('ALREADY_EXHIBITED', { values: { name: first.name } });
    const stats = await exhibitStats(tx, supplierId);
    const free = Math.max(0, SHOWROOM.maxExhibits - stats.count);
    if (productIds.length > free) {
      throw new AppError('SHOWROOM_FULL', { values: { max: SHOWROOM.maxExhibits, free } });
    }
    await insertExhibits(
      tx,
      supplierId,
      productIds.map((productId, i) => ({ productId, sort: stats.lastSort + i + 1 })),
    );
  });
  return listMyExhibits(ctx, caller);
}

/** showcase/delSupplierShowcaseProduct: stops displaying one of my products (the product stays). */
export async function removeExhibit(ctx: AppContext, caller: SupplierCaller, productId: number): Promise<Ok> {
  if (!(await deleteExhibit(ctx.db, caller.supplierId, productId))) throw new AppError('RECORD_NOT_FOUND');
  return null;
}

/**
 * Puts my displayed products in a new order: those listed first, in the order given; any not
 * listed (e.g. added meanwhile in another tab) keep their order after them. An id I do not display
 * is RECORD_NOT_FOUND.
 */
export async function sortExhibits(
  ctx: AppContext,
  caller: SupplierCaller,
  productIds: number[],
): Promise<ShowroomExhibits> {
  const supplierId = caller.supplierId;
  await inLockedShowroom(ctx, supplierId, async (tx) => {
    const current = (await listExhibits(tx, supplierId)).map((r) => r.product.id);
    const shown = new Set(current);
    if (productIds.some((id) => !shown.has(id))) throw new AppError('RECORD_NOT_FOUND');
    const listed = new Set(productIds);
    await renumberExhibits(tx, supplierId, [...productIds, ...current.filter((id) => !listed.has(id))]);
  });
  return listMyExhibits(ctx, caller);
}

/**
 * showcase/recommendingCommodities: my products not displayed yet, best first. A picture counts
 * most (a card without one looks empty to buyers), then a live quote (the buyer can ask for a
 * price and get one), then a product linked from the master catalogue (checked barcode and brand,
 * the products buyers search for), then a recent update; ties go to the most recently updated.
 */
export async function suggestExhibits(
  ctx: AppContext,
  caller: SupplierCaller,
  limit: number,
): Promise<ShowroomSuggestion[]> {
  const rows = await listSuggestions(ctx.db, caller.supplierId, { limit, recentDays: SHOWROOM.recentDays });
  const files = await firstImagesOf(ctx, rows);
  return rows.map((row) => toSuggestionDto(row, files));
}

/** Whether a product is displayed in its company's showroom (product delete refuses it then). */
export async function isProductExhibited(db: Database, supplierId: number, productId: number) {
  return isExhibited(db, supplierId, productId);
}

/** Marks the products of a list that are displayed in my showroom (My products shows a tag). */
export async function markExhibited<T extends { list: Product[] }>(
  ctx: AppContext,
  caller: SupplierCaller,
  page: T,
): Promise<T> {
  const ids = page.list.map((p) => p.id);
  const shown = new Set(await findExhibitedAmong(ctx.db, caller.supplierId, ids));
  return { ...page, list: page.list.map((p) => ({ ...p, exhibited: shown.has(p.id) })) };
}

/** The products a company displays, in its order (the buyers' app shows them first). */
export async function listExhibitedProducts(ctx: AppContext, supplierId: number) {
  return (await listExhibits(ctx.db, supplierId)).map((r) => r.product);
}
