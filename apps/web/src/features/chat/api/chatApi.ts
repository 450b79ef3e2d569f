import { type ConversationQuery, chatCalls, type HistoryQuery } from '@sc/contract';
import { apiCall } from '../../../lib/http';

/** chat/list: my conversations, most recent first. */
export function fetchConversations(query: ConversationQuery, signal?: AbortSignal) {
  return apiCall(chatCalls.list, query, { overlay: false, signal });
}

/** chat/list/count: conversations in all, starred, with unread messages. */
export function fetchListCounts(signal?: AbortSignal) {
  return apiCall(chatCalls.listCount, {}, { overlay: false, signal, notify: false });
}

/** chat/record/list: newest first; beforeId pages back, afterId resyncs. */
export function fetchHistory(query: HistoryQuery, signal?: AbortSignal) {
  return apiCall(chatCalls.history, query, { overlay: false, signal });
}

/** chat/record/view: the buyer's messages up to an id are viewed (the buyer sees the ticks turn). */
export function markViewed(conversationId: number, upToId: number) {
  return apiCall(chatCalls.markViewed, { conversationId, upToId }, { overlay: false, notify: false });
}

/** chat/star/user: stars or unstars a conversation for my company. */
export function starConversation(conversationId: number, starred: boolean) {
  return apiCall(chatCalls.star, { conversationId, starred }, { overlay: false });
}

/** chat/buyer/info: the buyer panel of a conversation. */
export function fetchChatBuyer(buyerId: number, signal?: AbortSignal) {
  return apiCall(chatCalls.buyerInfo, { buyerId }, { overlay: false, signal });
}

/** chat/record/not/view/count: buyer messages my company has not viewed (resolves only on code 0). */
export async function fetchUnreadCount(): Promise<number> {
  const result = await apiCall(chatCalls.unreadCount, {}, { overlay: false, notify: false });
  return result.count;
}
