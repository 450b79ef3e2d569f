import type { LedgerEntry, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { toLedgerEntryDto } from './service.presenter.js';
import { listLedger } from './service.repository.js';

/** Every grant and spend of one company, newest first, for the platform team. */
export async function listCompanyLedgerPage(
  ctx: AppContext,
  supplierId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<Page<LedgerEntry>> {
  const { rows, total } = await listLedger(ctx.db, supplierId, pageRange(page));
  return toPage(rows.map(toLedgerEntryDto), total, page);
}
