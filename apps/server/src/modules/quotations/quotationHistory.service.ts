import type { QuotationSend, QuotationVersion } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import {
  findQuotationSends,
  findQuotationVersions,
  insertQuotationSend,
  markQuotationSendViewed,
} from './quotationHistory.repository.js';
import { quotationReachOf } from './quotations.policy.js';
import { toQuotationSendDto, toQuotationVersionDtos } from './quotations.presenter.js';
import { findQuotation } from './quotations.repository.js';

/** One of my quotations (within my reach), or RECORD_NOT_FOUND. */
async function assertMine(ctx: AppContext, caller: SupplierCaller, id: number): Promise<void> {
  const { createdBy } = quotationReachOf(caller, 'quotation:read');
  if (!(await findQuotation(ctx.db, caller.supplierId, id, createdBy)))
    throw new AppError('RECORD_NOT_FOUND');
}

/** Every kept version of one of my quotations, newest first, each with what changed from the one before. */
export async function listQuotationVersions(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<QuotationVersion[]> {
  await assertMine(ctx, caller, id);
  return toQuotationVersionDtos(await findQuotationVersions(ctx.db, id));
}

/** Where one of my quotations was sent: buyer, version, time and first view, newest first. */
export async function listQuotationSends(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<QuotationSend[]> {
  await assertMine(ctx, caller, id);
  return (await findQuotationSends(ctx.db, caller.supplierId, id)).map(toQuotationSendDto);
}

/**
 * Records a quotation card stored in a conversation (called by the chat after the message is
 * committed). A quotation deleted in the meantime has nothing to record.
 */
export async function recordQuotationSent(
  ctx: AppContext,
  send: {
    supplierId: number;
    quotationId: number;
    messageId: number;
    buyerId: number;
    version: number;
    sentAt: Date;
  },
): Promise<void> {
  try {
    await insertQuotationSend(ctx.db, send);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    ctx.log.warn({ ...send }, 'quotation send not recorded: the quotation or message is gone');
  }
}

/**
 * The recipient buyer opened a quotation card: its first view time is kept. Only the buyer the
 * card was sent to counts (the chat has already checked the message is in that buyer's conversation).
 */
export async function recordQuotationViewed(
  ctx: AppContext,
  messageId: number,
  buyerId: number,
): Promise<void> {
  await markQuotationSendViewed(ctx.db, messageId, buyerId);
}
