import { type ChatMessage, type Lang, MESSAGE_TYPE, type SendMessage, type SendProduct } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isForeignKeyViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { countMessage } from '../../http/rateLimits.js';
import { defineCache } from '../../platform/caches.js';
import { assertBuyerMayWrite, assertBuyerReachable } from '../buyers/buyerBlocks.service.js';
import { openContactInTx, recordBuyerWrote } from '../buyers/contacts.service.js';
import { recordQuotationSent } from '../quotations/quotationHistory.service.js';
import { resolveSupplierAttachment } from './attachments.service.js';
import { chatReachOf, isWithinReach } from './chatViewer.js';
import { claimConversation, openConversation } from './conversations.repository.js';
import { deliverMessage } from './delivery.service.js';
import { findMessageByClientId, insertMessage, SYSTEM_SENDER } from './messages.repository.js';
import { touchBuyerOnline } from './participants.repository.js';
import { toChatMessageDto } from './toChatMessageDto.js';

type SendInput = SendMessage & { content: string };

/**
 * Runs a send's transaction; a foreign-key violation means the other party does not exist
 * (a buyer id or supplier id that is not there), answered with `missing`.
 */
async function inSendTransaction<T>(
  ctx: AppContext,
  missing: 'RECORD_NOT_FOUND' | 'VALIDATION',
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx.db, work);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw missing === 'VALIDATION'
      ? new AppError('VALIDATION', { fields: { supplierId: 'validation.invalid' } })
      : new AppError('RECORD_NOT_FOUND');
  }
}

/**
 * A supplier user writes to a buyer. The first message to a new buyer, or the first reply to a
 * buyer-started conversation, spends one contact in the same transaction (SPEC 1); a retry with
 * the same clientId returns the stored message and stores nothing. Committed first, then delivered.
 * Past the per-user message limit it is refused (MESSAGES_TOO_FAST) before anything is touched.
 * Ownership (issue 19): a conversation I start is mine; the first company user to answer an unowned
 * one claims it in the same transaction (of simultaneous answers, one wins); with chat at own scope,
 * a colleague's conversation is RECORD_NOT_FOUND.
 */
export async function sendAsSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  input: SendInput,
  lang: Lang,
): Promise<ChatMessage> {
  await countMessage(ctx.limits, caller.userId);
  const buyerId = input.buyerId;
  if (!buyerId) throw new AppError('VALIDATION', { fields: { buyerId: 'validation.invalid' } });
  const attachment = await resolveSupplierAttachment(ctx, caller, input, lang);
  const draft = {
    clientId: input.clientId,
    senderKind: 'supplier' as const,
    senderUserId: caller.userId,
    createCode: caller.adminCode,
    senderName: caller.realName,
    type: input.type,
    content: input.content.trim(),
    ...attachment,
  };
  const conversation = { supplierId: caller.supplierId, buyerId };
  const reach = chatReachOf(caller, 'chat:write');
  // Stored at once only while the buyer is not blocked (part of the statement).
  const settled = await ctx.settledMessages(conversation, draft, reach);
  // Otherwise the transaction: a new conversation, or a contact to open or answer (and pay for).
  // A retry with a stored clientId meets the (sender, clientId) key either way: the stored
  // message is answered, not a new one.
  if (!settled) await assertBuyerReachable(ctx.db, buyerId);
  const { row, notice, ownerUserId } = settled
    ? { ...settled, notice: undefined }
    : await inSendTransaction(ctx, 'RECORD_NOT_FOUND', async (tx) => {
        const opened = await openConversation(tx, caller.supplierId, buyerId, 'supplier', caller.userId);
        if (!isWithinReach(reach, opened.ownerUserId)) throw new AppError('RECORD_NOT_FOUND');
        // Locked by openConversation: of two simultaneous first answers, the second sees the owner.
        if (opened.ownerUserId === null) await claimConversation(tx, opened.id, caller.userId);
        // A conversation the supplier started has had its contact opened (and paid) with its first message.
        const contact =
          opened.isNew || opened.startedBy === 'buyer'
            ? await openContactInTx(tx, caller, buyerId, ctx.clock.now())
            : { charged: false };
        // SPEC 3: a type-9999 notice tells my company a contact was spent; buyers never see notices.
        const notice = contact.charged
          ? await insertMessage(tx, {
              ...SYSTEM_SENDER,
              conversationId: opened.id,
              createCode: caller.adminCode,
              type: MESSAGE_TYPE.system,
              content: opened.startedBy === 'buyer' ? 'notice.replyCharged' : 'notice.contactCharged',
            })
          : undefined;
        const row = await insertMessage(tx, { conversationId: opened.id, ...draft });
        // Read again at delivery: a hand-over may follow the commit at once.
        return { row, notice, ownerUserId: undefined };
      });
  if (notice) await deliverMessage(ctx, conversation, await toChatMessageDto(ctx, notice), 'supplier');
  // A simultaneous retry stored it first: answer with that one.
  const stored = row ?? (await findMessageByClientId(ctx.db, caller.userId, input.clientId));
  if (!stored) throw new Error('message neither inserted nor found');
  const message = await toChatMessageDto(ctx, stored);
  if (row?.quotation) {
    await recordQuotationSent(ctx, {
      supplierId: caller.supplierId,
      quotationId: row.quotation.quotationId,
      messageId: row.id,
      buyerId,
      version: row.quotation.version,
      sentAt: row.createdAt,
    });
  }
  if (row) await deliverMessage(ctx, conversation, message, 'both', ownerUserId);
  return message;
}

/** Sends one of my products to a buyer as a card (chat/product), like any other message. */
export function sendProductAsSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  input: SendProduct,
  lang: Lang,
) {
  return sendAsSupplier(ctx, caller, { ...input, type: MESSAGE_TYPE.product, content: '' }, lang);
}

/** A buyer's presence is written at most once a minute while it sends. */
const BUYER_TOUCHES = defineCache<void>({ name: 'buyerTouches', ttlMs: 60_000, maxEntries: 100_000 });

/** Presence from sending: at most one write per buyer a minute. */
function touchBuyerOnlineThrottled(ctx: AppContext, buyerId: number): Promise<void> {
  return ctx.caches.of(BUYER_TOUCHES).get(String(buyerId), () => touchBuyerOnline(ctx.db, buyerId));
}

/**
 * A buyer writes to a supplier company (text for now): a buyer-started conversation costs the
 * supplier on its first reply. Past the per-user message limit it is refused (MESSAGES_TOO_FAST).
 */
export async function sendAsBuyer(
  ctx: AppContext,
  caller: BuyerCaller,
  input: SendInput,
): Promise<ChatMessage> {
  await countMessage(ctx.limits, caller.userId);
  const supplierId = input.supplierId;
  if (!supplierId) throw new AppError('VALIDATION', { fields: { supplierId: 'validation.invalid' } });
  if (input.type !== MESSAGE_TYPE.text)
    throw new AppError('VALIDATION', { fields: { type: 'validation.invalid' } });
  const draft = {
    clientId: input.clientId,
    senderKind: 'buyer' as const,
    senderUserId: caller.userId,
    createCode: caller.adminCode,
    senderName: caller.realName,
    type: MESSAGE_TYPE.text,
    content: input.content.trim(),
  };
  const conversation = { supplierId, buyerId: caller.buyerId };
  // Stored at once only while the buyer is not blocked (part of the statement).
  const settled = await ctx.settledMessages(conversation, draft);
  if (!settled) await assertBuyerMayWrite(ctx.db, caller.buyerId);
  const { row, ownerUserId } =
    settled ??
    (await inSendTransaction(ctx, 'VALIDATION', async (tx) => {
      const opened = await openConversation(tx, supplierId, caller.buyerId, 'buyer');
      await recordBuyerWrote(tx, supplierId, caller.buyerId);
      const row = await insertMessage(tx, { conversationId: opened.id, ...draft });
      return { row, ownerUserId: undefined };
    }));
  const stored = row ?? (await findMessageByClientId(ctx.db, caller.userId, input.clientId));
  if (!stored) throw new Error('message neither inserted nor found');
  const message = await toChatMessageDto(ctx, stored);
  if (row) await deliverMessage(ctx, conversation, message, 'both', ownerUserId);
  // Presence after the delivery: the (once a minute) write is not on the message's way.
  await touchBuyerOnlineThrottled(ctx, caller.buyerId);
  return message;
}
