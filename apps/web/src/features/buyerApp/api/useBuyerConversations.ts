import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** The most conversations one call returns; the list is searched on the client. */
export const CONVERSATION_PAGE_SIZE = 100;

/** buyer-app/chat/list: my conversations with suppliers, most recent first. */
export function fetchBuyerConversations() {
  return buyerCall(
    buyerAppCalls.conversations,
    { pageIndex: 1, pageSize: CONVERSATION_PAGE_SIZE, tab: 'all' },
    { notify: false },
  );
}

/** My conversations with suppliers, most recent first; live messages update this cache. */
export function useBuyerConversations(isEnabled = true) {
  return useQuery({
    queryKey: buyerAppKeys.conversations(),
    queryFn: fetchBuyerConversations,
    select: (page) => page.list,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
