import type { Quotation, QuotationSummary } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { quotationReachOf } from './quotations.policy.js';
import { toQuotationHeader, toQuotationSummaryDto } from './quotations.presenter.js';
import {
  deleteUnsentQuotation,
  findLines,
  findQuotation,
  type NewQuotationLineRow,
  setQuotationArchived,
} from './quotations.repository.js';
import { getQuotation, insertNewQuotation } from './quotations.service.js';

/** Copies one of my quotations as a new draft: same terms and lines, a new number, version 1. */
export async function duplicateQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<Quotation> {
  const row = await findQuotation(
    ctx.db,
    caller.supplierId,
    id,
    quotationReachOf(caller, 'quotation:read').createdBy,
  );
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const lines: NewQuotationLineRow[] = (await findLines(ctx.db, id)).map(
    ({ id: _id, quotationId: _quotationId, sort: _sort, ...line }) => line,
  );
  const copyId = await insertNewQuotation(ctx, caller, toQuotationHeader(row.quotation), lines);
  return getQuotation(ctx, caller, copyId);
}

/**
 * Deletes one of my drafts (a quotation never sent), with its lines and versions. A quotation a
 * buyer was sent stays, for the record: QUOTATION_SENT (archive it instead). The check and the
 * delete are one statement, and a send's row refers to its quotation, so a send can't slip in between.
 */
export async function deleteDraftQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<null> {
  const reach = quotationReachOf(caller, 'quotation:write');
  const deleted = await inTransaction(ctx.db, (tx) => deleteUnsentQuotation(tx, reach, id));
  if (deleted) {
    ctx.log.info(
      { quotationId: id, supplierId: caller.supplierId, userId: caller.userId },
      'draft quotation deleted',
    );
    return null;
  }
  if (await findQuotation(ctx.db, caller.supplierId, id, reach.createdBy))
    throw new AppError('QUOTATION_SENT');
  throw new AppError('RECORD_NOT_FOUND');
}

/** Archives one of my quotations (out of the default list and pickers) or restores it. */
export async function archiveQuotation(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  archived: boolean,
): Promise<QuotationSummary> {
  const reach = quotationReachOf(caller, 'quotation:write');
  if (!(await setQuotationArchived(ctx.db, reach, id, archived))) {
    throw new AppError('RECORD_NOT_FOUND');
  }
  ctx.log.info(
    { quotationId: id, supplierId: caller.supplierId, userId: caller.userId, archived },
    archived ? 'quotation archived' : 'quotation restored',
  );
  const row = await findQuotation(ctx.db, caller.supplierId, id, reach.createdBy);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toQuotationSummaryDto(row);
}
