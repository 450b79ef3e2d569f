import { apiPaths, ConversationSchema, pageOf } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerPost } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

const ConversationPageSchema = pageOf(ConversationSchema);
/** The most conversations one call returns; the list is searched on the client. */
export const CONVERSATION_PAGE_SIZE = 100;

export function fetchBuyerConversations() {
  return buyerPost(
    apiPaths.buyerAppChatList,
    { pageIndex: 1, pageSize: CONVERSATION_PAGE_SIZE, tab: 'all' },
    { schema: ConversationPageSchema, notify: false },
  );
}

/** My conversations with suppliers, most recent first; live messages update this cache. */
export function useBuyerConversations(isEnabled = true) {
  return useQuery({
    queryKey: buyerQueryKeys.conversations,
    queryFn: fetchBuyerConversations,
    select: (page) => page.list,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
