import type { Page, Visitor } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../accounts/session.service.js';
import { insertVisit, listVisitors } from './buyers.repository.js';
import { toBuyerSummary } from './toBuyerSummary.js';

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
  page: { pageIndex: number; pageSize: number },
): Promise<Page<Visitor>> {
  const { rows, total } = await listVisitors(ctx.db, caller.supplierId, {
    offset: (page.pageIndex - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    list: rows.map((row) => ({
      ...toBuyerSummary(row),
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
