import { CHAT_SEARCH, chatCalls, type MessageHit } from '@sc/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

const PAGE_SIZE = 20;

/** Whether a keyword is long enough to search messages with (shorter ones only filter buyers). */
export const canSearchMessages = (keyword: string) => keyword.trim().length >= CHAT_SEARCH.keywordMin;

/** supplier/service/chat/retrieval: messages of my conversations holding the words, a page at a time. */
export function useMessageSearch(keyword: string) {
  const trimmed = keyword.trim().slice(0, CHAT_SEARCH.keywordMax);
  const query = useInfiniteQuery({
    queryKey: chatKeys.messageSearch(trimmed),
    enabled: canSearchMessages(trimmed),
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        chatCalls.search,
        { keyword: trimmed, pageIndex: pageParam, pageSize: PAGE_SIZE },
        { overlay: false, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageIndex * last.pageSize < last.total ? last.pageIndex + 1 : undefined,
  });
  const hits: MessageHit[] = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { ...query, hits, total: query.data?.pages[0]?.total ?? 0 };
}
