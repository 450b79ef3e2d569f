import type { ChatMessage, Conversation } from '@sc/contract';
import type { ConversationListRow, Side } from './conversations.repository.js';

/** A buyer counts as online this long after its last activity. */
const ONLINE_MS = 5 * 60_000;

/** The one place a conversation row becomes JSON, as the given side sees it. */
export function toConversationDto(
  row: ConversationListRow,
  side: Side,
  lastMessage: ChatMessage | null,
): Conversation {
  const c = row.conversation;
  return {
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
    lastMessageAt: lastMessage ? c.lastMessageAt.toISOString() : null,
  };
}
