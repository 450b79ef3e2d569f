import type { Page, Visitor } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { type PageRequest, pageRange, toPage } from '../../db/page.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toVisitorDto } from './buyers.presenter.js';
import { insertVisit, listVisitors } from './buyers.repository.js';

/** Records that a buyer looked at a supplier's showroom or one of its products. */
export async function recordVisit(
  ctx: AppContext,
  visit: { supplierId: number; buyerId: number; productId?: number; productName?: string },
): Promise<void> {
  await insertVisit(ctx.db, visit);
}

/** Lists the buyers who viewed my showroom or products, newest first. */
export async function listMyVisitors(
  ctx: AppContext,
  caller: SupplierCaller,
  page: PageRequest,
): Promise<Page<Visitor>> {
  const { rows, total } = await listVisitors(ctx.db, caller.supplierId, pageRange(page));
  return toPage(rows.map(toVisitorDto), total, page);
}
