import { MESSAGE_TYPE } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { StoredRfqQuoteCard } from '../../db/schema/index.js';
import type { SupplierCaller } from '../../http/caller.js';
import { openContactInTx } from '../buyers/contacts.service.js';
import { claimConversation, openConversation } from './conversations.repository.js';
import { deliverMessage } from './delivery.service.js';
import { insertMessage, type MessageRow, SYSTEM_SENDER } from './messages.repository.js';
import { toChatMessageDto } from './toChatMessageDto.js';

type Pair = { supplierId: number; buyerId: number };

/** What a quote's transaction stored in the chat, delivered once it commits. */
export interface RfqChatDelivery {
  pair: Pair;
  /** The type-9999 "contact spent" notice (my company only), when the quote spent a contact. */
  notice?: MessageRow | undefined;
  /** The quote's card message, for both sides. */
  card?: MessageRow | undefined;
}

/**
 * Inside a quote's transaction: opens (or finds) my company's conversation with the buyer and the
 * contact, spending one contact when the buyer is new to us (or wrote first and was never answered),
 * exactly as the chat's first message does: the same rules (live service, quota, unlocked showroom,
 * confirmed email) throw and roll the whole transaction back. A spent contact leaves the type-9999 notice.
 * A new conversation is mine; an unowned one (the buyer wrote first) I claim by answering with the quote.
 */
export async function openQuoteConversationInTx(
  tx: Database,
  caller: SupplierCaller,
  buyerId: number,
  now: Date,
): Promise<{ conversationId: number; entryId: number | null; notice: MessageRow | undefined }> {
  const opened = await openConversation(tx, caller.supplierId, buyerId, 'supplier', caller.userId);
  if (opened.ownerUserId === null) await claimConversation(tx, opened.id, caller.userId);
  const contact = await openContactInTx(tx, caller, buyerId, now);
  const notice = contact.charged
    ? await insertMessage(tx, {
        ...SYSTEM_SENDER,
        conversationId: opened.id,
        createCode: caller.adminCode,
        type: MESSAGE_TYPE.system,
        content: contact.contact.startedBy === 'buyer' ? 'notice.replyCharged' : 'notice.contactCharged',
      })
    : undefined;
  return { conversationId: opened.id, entryId: contact.entryId, notice };
}

/** Inside a quote's transaction: the quote (the version sent) as a card message from my user. */
export async function insertRfqQuoteCardInTx(
  tx: Database,
  caller: SupplierCaller,
  conversationId: number,
  card: StoredRfqQuoteCard,
): Promise<MessageRow | undefined> {
  return insertMessage(tx, {
    conversationId,
    clientId: null,
    senderKind: 'supplier',
    senderUserId: caller.userId,
    createCode: caller.adminCode,
    senderName: caller.realName,
    type: MESSAGE_TYPE.rfqQuote,
    content: '',
    rfqQuote: card,
  });
}

/**
 * Inside the buyer's (or the platform's) decision's transaction: a type-9999 notice for the supplier (e.g.
 * `notice.rfqAwarded`) in its conversation with the buyer, opened if it is missing; buyers never see notices.
 */
export async function insertRfqNoticeInTx(
  tx: Database,
  pair: Pair,
  key: 'notice.rfqAwarded' | 'notice.rfqDeclined' | 'notice.rfqQuoteRejected',
): Promise<MessageRow | undefined> {
  const opened = await openConversation(tx, pair.supplierId, pair.buyerId, 'supplier');
  return insertMessage(tx, {
    ...SYSTEM_SENDER,
    conversationId: opened.id,
    createCode: 'system',
    type: MESSAGE_TYPE.system,
    content: key,
  });
}

/** After commit: sends what a quote or decision stored in the chat to whoever is online (notices to my company only). */
export async function deliverRfqChat(ctx: AppContext, delivery: RfqChatDelivery): Promise<void> {
  if (delivery.notice)
    await deliverMessage(ctx, delivery.pair, await toChatMessageDto(ctx, delivery.notice), 'supplier');
  if (delivery.card) await deliverMessage(ctx, delivery.pair, await toChatMessageDto(ctx, delivery.card));
}
