import type {
  BuyerReport,
  BuyerReportCounts,
  BuyerReportReceipt,
  buyerReportCalls,
  CallInput,
  consoleBuyerCalls,
  Page,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { StaffCaller, SupplierCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  countOpenReports,
  findReport,
  hasContact,
  insertReport,
  listReports,
  lockReport,
  resolveReport,
} from './buyerReports.repository.js';
import { toBuyerReportDto } from './consoleBuyers.presenter.js';

/**
 * A supplier user reports a buyer their company deals with (from the chat): one open report per
 * company and buyer (a second is BUYER_ALREADY_REPORTED); a buyer never in touch is not found.
 */
export async function reportBuyer(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof buyerReportCalls.report>,
): Promise<BuyerReportReceipt> {
  if (!(await hasContact(ctx.db, caller.supplierId, input.buyerId))) throw new AppError('RECORD_NOT_FOUND');
  const row = await insertReport(ctx.db, {
    buyerId: input.buyerId,
    supplierId: caller.supplierId,
    reporterUserId: caller.userId,
    reason: input.reason,
    note: input.note ? input.note : null,
    createdAt: ctx.clock.now(),
  });
  if (!row) throw new AppError('BUYER_ALREADY_REPORTED');
  ctx.log.info(
    { supplierId: caller.supplierId, buyerId: input.buyerId, reason: input.reason },
    'buyer reported',
  );
  return { reportId: row.id, createdAt: row.createdAt.toISOString() };
}

/** Reports for the console: open ones oldest first (the queue), the others newest first. */
export async function listBuyerReports(
  ctx: AppContext,
  query: CallInput<typeof consoleBuyerCalls.reports>,
): Promise<Page<BuyerReport>> {
  const { rows, total } = await listReports(
    ctx.db,
    { state: query.state, buyerId: query.buyerId },
    pageRange(query),
  );
  return toPage(rows.map(toBuyerReportDto), total, query);
}

/** How many reports wait, about how many buyers (the console's tab badge). */
export function countBuyerReports(ctx: AppContext): Promise<BuyerReportCounts> {
  return countOpenReports(ctx.db);
}

/** Dismisses an open report (BUYER_REPORT_RESOLVED when it is not open), audited with the reason. */
export async function dismissBuyerReport(
  ctx: AppContext,
  caller: StaffCaller,
  input: CallInput<typeof consoleBuyerCalls.dismissReport>,
): Promise<BuyerReport> {
  await inTransaction(ctx.db, async (tx) => {
    const report = await lockReport(tx, input.reportId);
    if (!report) throw new AppError('RECORD_NOT_FOUND');
    if (report.resolvedAt) throw new AppError('BUYER_REPORT_RESOLVED');
    await resolveReport(tx, report.id, {
      resolvedAt: ctx.clock.now(),
      resolvedBy: caller.userId,
      resolution: 'dismissed',
    });
    await recordAudit(tx, {
      actor: caller,
      action: 'buyer.report.dismiss',
      targetType: 'buyer_report',
      targetId: report.id,
      details: {
        buyerId: report.buyerId,
        supplierId: report.supplierId,
        reportReason: report.reason,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
  });
  const row = await findReport(ctx.db, input.reportId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toBuyerReportDto(row);
}
