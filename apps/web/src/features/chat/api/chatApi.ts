import {
  apiPaths,
  type BuyerDetail,
  BuyerDetailSchema,
  type Conversation,
  type ConversationQuery,
  ConversationSchema,
  type History,
  HistorySchema,
  ListCountSchema,
  type Page,
  pageOf,
  UnreadCountSchema,
} from '@sc/contract';
import { apiPost } from '../../../lib/http';

const ConversationPageSchema = pageOf(ConversationSchema);

/** chat/list: my conversations, most recent first. */
export function fetchConversations(
  query: ConversationQuery,
  signal?: AbortSignal,
): Promise<Page<Conversation>> {
  return apiPost(apiPaths.chatList, query, { schema: ConversationPageSchema, overlay: false, signal });
}

/** chat/list/count: conversations in all, starred, with unread messages. */
export function fetchListCounts(signal?: AbortSignal) {
  return apiPost(
    apiPaths.chatListCount,
    {},
    { schema: ListCountSchema, overlay: false, signal, notify: false },
  );
}

/** chat/record/list: newest first; beforeId pages back, afterId resyncs. */
export function fetchHistory(
  query: { conversationId: number; beforeId?: number; afterId?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<History> {
  return apiPost(apiPaths.chatRecordList, query, { schema: HistorySchema, overlay: false, signal });
}

/** chat/record/view: the buyer's messages up to an id are viewed (the buyer sees the ticks turn). */
export function markViewed(conversationId: number, upToId: number) {
  return apiPost<{ viewed: number | null }>(
    apiPaths.chatRecordView,
    { conversationId, upToId },
    { overlay: false, notify: false },
  );
}

export function starConversation(conversationId: number, starred: boolean) {
  return apiPost(apiPaths.chatStar, { conversationId, starred }, { overlay: false });
}

/** chat/buyer/info: the buyer panel of a conversation. */
export function fetchChatBuyer(buyerId: number, signal?: AbortSignal): Promise<BuyerDetail> {
  return apiPost(apiPaths.chatBuyerInfo, { buyerId }, { schema: BuyerDetailSchema, overlay: false, signal });
}

/** chat/record/not/view/count: buyer messages my company has not viewed (resolves only on code 0). */
export async function fetchUnreadCount(): Promise<number> {
  const result = await apiPost(
    apiPaths.chatUnreadCount,
    {},
    { schema: UnreadCountSchema, overlay: false, notify: false },
  );
  return result.count;
}
