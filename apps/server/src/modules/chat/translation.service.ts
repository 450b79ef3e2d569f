import type { Translation, TranslationStatus } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { TranslationUnavailable } from '../../platform/translation/translator.js';
import { chatReachOf } from './chatViewer.js';
import { findMessageOfOwner } from './messages.repository.js';

type Target = Translation['target'];

/** Sends a text to the translation provider; off or failing gives TRANSLATION_OFF / TRANSLATION_FAILED. */
export async function translateWithProvider(
  ctx: AppContext,
  text: string,
  target: Target,
): Promise<Translation> {
  if (!ctx.translator) throw new AppError('TRANSLATION_OFF');
  try {
    return { text: await ctx.translator.translate(text, target), target };
  } catch (error) {
    if (!(error instanceof TranslationUnavailable)) throw error;
    ctx.log.warn({ err: error.message }, 'translation failed');
    throw new AppError('TRANSLATION_FAILED');
  }
}

/** Gets whether a translation service is set up on this portal (trans/status). */
export const getTranslationStatus = (ctx: AppContext): TranslationStatus => ({
  available: ctx.translator !== null,
});

/** Translates a draft or any text of mine (trans/text). */
export const translateText = (ctx: AppContext, input: { text: string; target: Target }) =>
  translateWithProvider(ctx, input.text, input.target);

/**
 * Translates a message of one of my conversations (trans/inquiry); another company's, or a
 * colleague's for a user with chat at own scope, gives not found.
 */
export async function translateMessage(
  ctx: AppContext,
  caller: SupplierCaller | BuyerCaller,
  input: { messageId: number; target: Target },
): Promise<Translation> {
  const owner =
    caller.kind === 'supplier'
      ? ({ side: 'supplier', id: caller.supplierId } as const)
      : ({ side: 'buyer', id: caller.buyerId } as const);
  const message = await findMessageOfOwner(
    ctx.db,
    owner.side,
    owner.id,
    input.messageId,
    caller.kind === 'supplier' ? chatReachOf(caller, 'chat:read') : undefined,
  );
  if (!message) throw new AppError('RECORD_NOT_FOUND');
  return translateWithProvider(ctx, message.content, input.target);
}
