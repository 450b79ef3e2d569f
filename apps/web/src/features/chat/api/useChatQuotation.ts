import { type ChatQuotation, chatCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

/** chat/quotation/info: a quotation card of my conversations, opened (the quotation as it is now). */
export function fetchChatQuotation(messageId: number, signal?: AbortSignal): Promise<ChatQuotation> {
  return apiCall(chatCalls.quotationInfo, { messageId }, { overlay: false, notify: false, signal });
}

/** The quotation behind a chat card; fetched again on every visit, as it may have been edited. */
export function useChatQuotation(messageId: number | null) {
  return useQuery({
    queryKey: chatKeys.quotation(messageId ?? 0),
    queryFn: ({ signal }) => fetchChatQuotation(messageId ?? 0, signal),
    enabled: messageId !== null,
    refetchOnMount: 'always',
  });
}
