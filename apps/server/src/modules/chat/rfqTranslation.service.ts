import type { Translation } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { findRfqTexts } from './rfqTexts.repository.js';
import { translateWithProvider } from './translation.service.js';

/**
 * trans/inquiry for an RFQ: its product wanted and remark, as "product\n\nremark", in my language.
 * Suppliers read RFQs that reached the market (open or closed); a buyer reads only their own.
 */
export async function translateRfqTexts(
  ctx: AppContext,
  caller: SupplierCaller | BuyerCaller,
  input: { rfqId: number; target: Translation['target'] },
): Promise<Translation> {
  const rfq = await findRfqTexts(ctx.db, input.rfqId);
  const readable =
    rfq &&
    (caller.kind === 'buyer'
      ? rfq.buyerId === caller.buyerId
      : rfq.state === 'open' || rfq.state === 'closed');
  if (!readable) throw new AppError('RECORD_NOT_FOUND');
  const text = rfq.remark ? `${rfq.productName}\n\n${rfq.remark}` : rfq.productName;
  return translateWithProvider(ctx, text, input.target);
}
