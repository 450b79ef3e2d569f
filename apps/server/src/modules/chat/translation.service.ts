import type { Translation } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { TranslationUnavailable } from '../../platform/translation/translator.js';
import { findMessageOfOwner } from './chat.repository.js';

type Target = Translation['target'];

async function run(ctx: AppContext, text: string, target: Target): Promise<Translation> {
  if (!ctx.translator) throw new AppError('TRANSLATION_OFF');
  try {
    return { text: await ctx.translator.translate(text, target), target };
  } catch (error) {
    if (!(error instanceof TranslationUnavailable)) throw error;
    ctx.log.warn({ err: error.message }, 'translation failed');
    throw new AppError('TRANSLATION_FAILED');
  }
}

/** trans/text: a draft or any text of mine. */
export const translateText = (ctx: AppContext, text: string, target: Target) => run(ctx, text, target);

/** trans/inquiry: a message of one of my conversations (another company's gives not found). */
export async function translateMessage(
  ctx: AppContext,
  caller: SupplierCaller | BuyerCaller,
  messageId: number,
  target: Target,
): Promise<Translation> {
  const owner =
    caller.kind === 'supplier'
      ? ({ side: 'supplier', id: caller.supplierId } as const)
      : ({ side: 'buyer', id: caller.buyerId } as const);
  const message = await findMessageOfOwner(ctx.db, owner.side, owner.id, messageId);
  if (!message) throw new AppError('RECORD_NOT_FOUND');
  return run(ctx, message.content, target);
}
