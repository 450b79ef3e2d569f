import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchConsoleThread, fetchSupportInbox } from './consoleSupportApi';
import { supportKeys } from './supportKeys';

export function useConsoleInbox(query: { pageIndex: number; pageSize: number; unreadOnly: boolean }) {
  return useQuery({
    queryKey: supportKeys.inbox(query),
    queryFn: ({ signal }) => fetchSupportInbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleThread(threadId: number | null) {
  return useQuery({
    queryKey: supportKeys.thread(threadId ?? 0),
    queryFn: ({ signal }) => fetchConsoleThread(threadId ?? 0, signal),
    enabled: threadId !== null,
  });
}
