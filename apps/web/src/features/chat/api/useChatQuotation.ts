import { apiPaths, type ChatQuotation, ChatQuotationSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** chat/quotation/info: a quotation card of my conversations, opened (the quotation as it is now). */
export function fetchChatQuotation(messageId: number, signal?: AbortSignal): Promise<ChatQuotation> {
  return apiPost(
    apiPaths.chatQuotationInfo,
    { messageId },
    { schema: ChatQuotationSchema, overlay: false, notify: false, signal },
  );
}

/** The quotation behind a chat card; fetched again on every visit, as it may have been edited. */
export function useChatQuotation(messageId: number | null) {
  return useQuery({
    queryKey: [queryRoots.chat, 'quotation', messageId ?? 0],
    queryFn: ({ signal }) => fetchChatQuotation(messageId ?? 0, signal),
    enabled: messageId !== null,
    refetchOnMount: 'always',
  });
}
