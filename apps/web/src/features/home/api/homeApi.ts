import {
  type CallBody,
  type ContentKind,
  type ContentState,
  consoleContentCalls,
  type DashboardPeriod,
  dashboardCalls,
  type FaqCategory,
  faqCalls,
  type NoticeFilter,
  noticeCalls,
} from '@sc/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const quiet = { overlay: false, notify: false } as const;

/** Query keys of the home feature; what is written in a language carries it. */
export const homeKeys = {
  all: [queryRoots.home] as const,
  dashboard: (period: DashboardPeriod) => [queryRoots.home, 'dashboard', period] as const,
  tasks: () => [queryRoots.home, 'tasks'] as const,
  guide: () => [queryRoots.home, 'guide'] as const,
  notices: () => [queryRoots.home, 'notices'] as const,
  noticeList: (filter: NoticeFilter, page: number, lang: string) =>
    [queryRoots.home, 'notices', 'list', filter, page, lang] as const,
  noticeInfo: (lang: string) => [queryRoots.home, 'notices', 'info', lang] as const,
  notice: (id: number, lang: string) => [queryRoots.home, 'notices', 'one', id, lang] as const,
  whatsNew: (lang: string) => [queryRoots.home, 'whatsNew', lang] as const,
  faq: (keyword: string, category: FaqCategory | null, lang: string) =>
    [queryRoots.home, 'faq', 'list', keyword, category, lang] as const,
  faqArticle: (id: number, lang: string) => [queryRoots.home, 'faq', 'article', id, lang] as const,
  console: () => [queryRoots.home, 'console'] as const,
};

/** The dashboard's figures over 7, 30 or 90 days, the response coach and what needs attention. */
export function useDashboard(periodDays: DashboardPeriod) {
  return useQuery({
    queryKey: homeKeys.dashboard(periodDays),
    queryFn: ({ signal }) => apiCall(dashboardCalls.info, { periodDays }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's getting-started tasks, read from its data. */
export function useTasks() {
  return useQuery({
    queryKey: homeKeys.tasks(),
    queryFn: ({ signal }) => apiCall(dashboardCalls.tasks, {}, { ...quiet, signal }),
  });
}

/** Which guides I finished or dismissed (stored on the server, so every device agrees). */
export function useGuide() {
  return useQuery({
    queryKey: homeKeys.guide(),
    queryFn: ({ signal }) => apiCall(dashboardCalls.guide, {}, { ...quiet, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof dashboardCalls.updateGuide>) =>
      apiCall(dashboardCalls.updateGuide, input, quiet),
    onSuccess: (state) => queryClient.setQueryData(homeKeys.guide(), state),
  });
}

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
 * Fetches the home page's notices as the page opens, with its other data (startHomeCalls), instead of
 * once its block has mounted (the blocks mount, with their code, after the greeting is drawn).
 */
export function usePrefetchHomeNotices(isEnabled: boolean) {
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isEnabled) void queryClient.prefetchQuery(noticesQuery('all', 1, HOME_NOTICES_PAGE_SIZE, lang));
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

/** FAQ articles by category or searched words, in my language. */
export function useFaq(keyword: string, category: FaqCategory | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.faq(keyword, category, lang),
    queryFn: ({ signal }) =>
      apiCall(
        faqCalls.list,
        { ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
        { ...quiet, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One FAQ article in my language (switching language keeps the article). */
export function useFaqArticle(id: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.faqArticle(id ?? 0, lang),
    enabled: id !== null,
    queryFn: ({ signal }) => apiCall(faqCalls.detail, { id: id ?? 0 }, { ...quiet, signal }),
  });
}

export function useVoteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; helpful: boolean }) =>
      apiCall(faqCalls.vote, input, { overlay: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.home, 'faq', 'article'] }),
  });
}

/** The console's list of notices, What's New entries or FAQ articles. */
export function useConsoleContent(kind: ContentKind, state: ContentState | null, pageIndex: number) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'list', kind, state, pageIndex],
    queryFn: ({ signal }) =>
      consoleCall(consoleContentCalls.list, { kind, pageIndex, ...(state ? { state } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleContentItem(seriesId: number | null) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'item', seriesId],
    enabled: seriesId !== null,
    queryFn: ({ signal }) => consoleCall(consoleContentCalls.detail, { seriesId: seriesId ?? 0 }, { signal }),
  });
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CallBody<typeof consoleContentCalls.save>) =>
      consoleCall(consoleContentCalls.save, draft, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeKeys.console() }),
  });
}

export function useArchiveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: number) => consoleCall(consoleContentCalls.archive, { seriesId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeKeys.console() }),
  });
}

/** How many companies an audience reaches now. */
export function useAudienceCount(audience: CallBody<typeof consoleContentCalls.audienceCount>) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'audience', audience],
    queryFn: ({ signal }) => consoleCall(consoleContentCalls.audienceCount, audience, { signal }),
    placeholderData: keepPreviousData,
  });
}
