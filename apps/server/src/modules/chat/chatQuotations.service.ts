import type { ChatQuotation, LastQuotation } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { recordQuotationViewed } from '../quotations/quotationHistory.service.js';
import { findMyOpenQuotationOption, findQuotationOfSupplier } from '../quotations/quotations.service.js';
import { ownerOf, type Viewer, viewerReach } from './chatViewer.js';
import { findLastSentQuotationId, findQuotationMessageOfOwner } from './messages.repository.js';

/**
 * Opens a quotation card of my conversation (for a supplier user, one within their reach): the
 * quotation as it is now, whoever wrote it (it is part of the conversation's record); buyers never see
 * its internal note nor its author. The buyer's first open is recorded as the send's view.
 */
export async function openQuotationFromChat(
  ctx: AppContext,
  viewer: Viewer,
  messageId: number,
): Promise<ChatQuotation> {
  const sent = await findQuotationMessageOfOwner(
    ctx.db,
    viewer.side,
    ownerOf(viewer),
    messageId,
    viewerReach(viewer, 'chat:read'),
  );
  const quotation = sent && (await findQuotationOfSupplier(ctx, sent.supplierId, sent.quotation.quotationId));
  if (!sent || !quotation) throw new AppError('RECORD_NOT_FOUND');
  if (viewer.side === 'buyer') await recordQuotationViewed(ctx, sent.id, viewer.caller.buyerId);
  return {
    messageId: sent.id,
    sentAt: sent.createdAt.toISOString(),
    sentVersion: sent.quotation.version,
    supplier: { id: sent.supplierId, name: sent.supplierName },
    quotation: viewer.side === 'buyer' ? { ...quotation, note: null, author: null } : quotation,
  };
}

/**
 * Gets "the last quotation": the one my company sent last in any chat (with quotations at own scope,
 * the one I sent last, if I wrote it), while it is open.
 */
export async function getLastSentQuotation(ctx: AppContext, caller: SupplierCaller): Promise<LastQuotation> {
  const ownOnly = caller.ownScope.has('quotation:read');
  const id = await findLastSentQuotationId(ctx.db, caller.supplierId, ownOnly ? caller.userId : undefined);
  return { quotation: id ? await findMyOpenQuotationOption(ctx, caller, id) : null };
}

/**
 * The company and quotation of a card sent to me (a buyer) in a chat, without recording a view (a PDF
 * download); RECORD_NOT_FOUND for a message that is not such a card of my conversations.
 */
export async function findQuotationSentToBuyer(
  ctx: AppContext,
  caller: BuyerCaller,
  messageId: number,
): Promise<{ supplierId: number; quotationId: number }> {
  const sent = await findQuotationMessageOfOwner(ctx.db, 'buyer', caller.buyerId, messageId);
  if (!sent) throw new AppError('RECORD_NOT_FOUND');
  return { supplierId: sent.supplierId, quotationId: sent.quotation.quotationId };
}
