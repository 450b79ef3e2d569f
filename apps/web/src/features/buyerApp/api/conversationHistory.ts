import { apiPaths, HistorySchema } from '@sc/contract';
import { buyerPost } from './buyerHttp';

/** One page of a conversation, newest first: older than beforeId, or newer than afterId (resync). */
export function fetchConversationHistory(query: {
  conversationId: number;
  beforeId?: number;
  afterId?: number;
  pageSize?: number;
}) {
  return buyerPost(apiPaths.buyerAppRecordList, query, { schema: HistorySchema, notify: false });
}

/** Marks the supplier's messages up to an id as viewed (the supplier sees the ticks turn). */
export function markConversationViewed(conversationId: number, upToId: number) {
  return buyerPost<{ viewed: number | null }>(
    apiPaths.buyerAppRecordView,
    { conversationId, upToId },
    { notify: false },
  );
}
