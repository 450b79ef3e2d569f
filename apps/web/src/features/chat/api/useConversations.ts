import type { Conversation } from '@sc/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchConversations, fetchListCounts } from './chatApi';
import { type ConversationFilter, chatKeys } from './chatKeys';

const PAGE_SIZE = 20;

/** Conversations for the list, most recent first, a page at a time ("load more"). */
export function useConversations(filter: ConversationFilter) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchConversations(
        {
          tab: filter.tab,
          unreadOnly: filter.unreadOnly,
          ...(filter.keyword.trim() ? { keyword: filter.keyword.trim() } : {}),
          pageIndex: pageParam,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageIndex * last.pageSize < last.total ? last.pageIndex + 1 : undefined,
  });
  const conversations: Conversation[] = query.data?.pages.flatMap((page) => page.list) ?? [];
  return { ...query, conversations };
}

/** All / starred / with-unread counts for the tabs. */
export function useListCounts() {
  return useQuery({
    queryKey: chatKeys.counts(),
    queryFn: ({ signal }) => fetchListCounts(signal),
  });
}
