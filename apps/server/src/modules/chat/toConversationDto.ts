import type { ChatMessage, Conversation } from '@sc/contract';
import type { ChatReach } from './chatViewer.js';
import type { ConversationListRow, Side } from './conversations.repository.js';

/** A buyer counts as online this long after its last activity. */
const ONLINE_MS = 5 * 60_000;

/**
 * The one place a conversation row becomes JSON, as the given side sees it. The supplier's side
 * also gets its owner and, given the viewer's reach for writing (null: they cannot write), whether
 * they may hand it over: they own it, or their chat is company-wide.
 */
export function toConversationDto(
  row: ConversationListRow,
  side: Side,
  lastMessage: ChatMessage | null,
  writeReach: ChatReach | null = null,
): Conversation {
  const c = row.conversation;
  const dto: Conversation = {
    id: c.id,
    buyer: {
      id: c.buyerId,
      code: row.buyerCode,
      name: row.buyerName,
      companyName: row.buyerCompany,
      country: row.buyerCountry,
      online: Date.now() - row.buyerLastOnlineAt.getTime() < ONLINE_MS,
      lastOnlineAt: row.buyerLastOnlineAt.getTime() === 0 ? null : row.buyerLastOnlineAt.toISOString(),
      blocked: row.buyerBlockedAt !== null,
    },
    supplier: { id: c.supplierId, name: row.supplierName, country: row.supplierCountry },
    startedBy: c.startedBy,
    starred: side === 'supplier' ? c.supplierStarred : c.buyerStarred,
    unread: row.unread,
    lastMessage,
    lastMessageAt: lastMessage
      ? (side === 'supplier' ? c.lastMessageAt : c.buyerLastMessageAt).toISOString()
      : null,
  };
  if (side === 'buyer') return dto;
  return {
    ...dto,
    owner:
      c.ownerUserId !== null && row.ownerName !== null ? { id: c.ownerUserId, name: row.ownerName } : null,
    canHandOver: writeReach !== null && (!writeReach.ownOnly || c.ownerUserId === writeReach.userId),
  };
}
