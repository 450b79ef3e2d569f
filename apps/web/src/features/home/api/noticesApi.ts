import { type NoticeFilter, noticeCalls } from '@sc/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterNextPaint } from '../../../lib/afterNextPaint';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';
import { homeKeys, quiet } from './homeKeys';

const noticesQuery = (filter: NoticeFilter, pageIndex: number, pageSize: number, lang: string) =>
  queryOptions({
    queryKey: [...homeKeys.noticeList(filter, pageIndex, lang), pageSize],
    queryFn: ({ signal }) => apiCall(noticeCalls.list, { filter, pageIndex, pageSize }, { ...quiet, signal }),
    // Kept fresh by the socket (useNoticesLive refreshes the notices on each change and reconnection), so
    // a page fetched ahead (usePrefetchHomeNotices) is shown as it is when its list mounts.
    staleTime: 60_000,
  });

/** A page of my notices, filtered All / Read / Unread. */
export function useNotices(filter: NoticeFilter, pageIndex: number, pageSize = 10) {
  const { lang } = useLanguage();
  return useQuery({ ...noticesQuery(filter, pageIndex, pageSize, lang), placeholderData: keepPreviousData });
}

/** The home page's notices block: the first page of all notices. */
export const HOME_NOTICES_PAGE_SIZE = 5;

/**
 * Fetches the home page's notices once the greeting is drawn, with the blocks' code and their other
 * data (startHomeBlockCalls), instead of once its block has mounted, after that code has loaded.
 */
export function usePrefetchHomeNotices(isEnabled: boolean) {
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    return afterNextPaint(
      () => void queryClient.prefetchQuery(noticesQuery('all', 1, HOME_NOTICES_PAGE_SIZE, lang)),
    );
  }, [queryClient, isEnabled, lang]);
}

/** My unread count and the urgent notice to pop up; refreshed live by the socket. */
export function useNoticeInfo(isEnabled = true) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.noticeInfo(lang),
    queryFn: ({ signal }) => apiCall(noticeCalls.info, {}, { ...quiet, signal }),
    enabled: isEnabled,
    refetchInterval: 5 * 60_000,
  });
}

/** One notice (opening it marks it read: the badge and lists refresh). */
export function useNotice(id: number | null) {
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: homeKeys.notice(id ?? 0, lang),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const notice = await apiCall(noticeCalls.view, { id: id ?? 0 }, { ...quiet, signal });
      // The lists and the badge change; the opened notices themselves (this one included) do not.
      void queryClient.invalidateQueries({
        queryKey: homeKeys.notices(),
        predicate: (query) => query.queryKey[2] !== homeKeys.notice(0, '')[2],
      });
      return notice;
    },
  });
}

function useNoticeMutation<B>(run: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: homeKeys.notices() }),
  });
}

export const useReadAllNotices = () =>
  useNoticeMutation(() => apiCall(noticeCalls.readAll, {}, { overlay: false }));
export const useAcknowledgeNotice = () =>
  useNoticeMutation((id: number) => apiCall(noticeCalls.acknowledge, { id }, { overlay: false }));

/** What's New, with the entries I have not seen. */
export function useWhatsNew() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.whatsNew(lang),
    queryFn: ({ signal }) => apiCall(noticeCalls.whatsNew, {}, { ...quiet, signal }),
  });
}

export function useMarkWhatsNewSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(noticeCalls.whatsNewSeen, {}, quiet),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.home, 'whatsNew'] }),
  });
}
