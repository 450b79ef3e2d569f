import {
  type BlockBuyer,
  type ConsoleBuyerQuery,
  type ConsoleBuyerReportQuery,
  consoleBuyerCalls,
  type DismissBuyerReport,
  type NewBuyerAccount,
  type SaveBuyerProfile,
  type VerifyBuyer,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { useLanguage } from '../../../lib/useLanguage';

// The console has its own query cache, so its keys need only be unique within it. Category names
// come in the reader's language, hence the language in the detail's key.
const consoleBuyerKeys = {
  all: ['consoleBuyers'] as const,
  list: (query: ConsoleBuyerQuery) => ['consoleBuyers', 'list', query] as const,
  detail: (buyerId: number, lang: string) => ['consoleBuyers', 'detail', buyerId, lang] as const,
  reports: (query: ConsoleBuyerReportQuery) => ['consoleBuyers', 'reports', query] as const,
  reportCounts: () => ['consoleBuyers', 'reportCounts'] as const,
};

/** A page of buyers: searched, filtered, sorted. */
export function useConsoleBuyers(query: ConsoleBuyerQuery) {
  return useQuery({
    queryKey: consoleBuyerKeys.list(query),
    queryFn: ({ signal }) => consoleCall(consoleBuyerCalls.list, query, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** One buyer in full (profile, history, reports) while `buyerId` is set. */
export function useConsoleBuyer(buyerId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: consoleBuyerKeys.detail(buyerId ?? 0, lang),
    enabled: buyerId !== null,
    queryFn: ({ signal }) => consoleCall(consoleBuyerCalls.info, { buyerId: buyerId ?? 0 }, { signal }),
  });
}

/** Reports of buyers (open ones oldest first). */
export function useBuyerReports(query: ConsoleBuyerReportQuery) {
  return useQuery({
    queryKey: consoleBuyerKeys.reports(query),
    queryFn: ({ signal }) => consoleCall(consoleBuyerCalls.reports, query, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** How many reports wait (the Reports tab's badge). */
export function useBuyerReportCounts() {
  return useQuery({
    queryKey: consoleBuyerKeys.reportCounts(),
    queryFn: ({ signal }) => consoleCall(consoleBuyerCalls.reportCounts, {}, { signal }),
  });
}

/** A change to a buyer refreshes every buyers list, profile and report of the console. */
function useConsoleBuyerMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleBuyerKeys.all }),
  });
}

export const useSaveBuyerProfile = () =>
  useConsoleBuyerMutation((input: SaveBuyerProfile) => consoleCall(consoleBuyerCalls.save, input));
export const useVerifyBuyer = () =>
  useConsoleBuyerMutation((input: VerifyBuyer) => consoleCall(consoleBuyerCalls.verify, input));
export const useBlockBuyer = () =>
  useConsoleBuyerMutation((input: BlockBuyer) => consoleCall(consoleBuyerCalls.block, input));
export const useDismissBuyerReport = () =>
  useConsoleBuyerMutation((input: DismissBuyerReport) => consoleCall(consoleBuyerCalls.dismissReport, input));
export const useCreateBuyer = () =>
  useConsoleBuyerMutation((input: NewBuyerAccount) => consoleCall(consoleBuyerCalls.create, input));
export const useResendInvitation = () =>
  useConsoleBuyerMutation((buyerId: number) => consoleCall(consoleBuyerCalls.resendInvitation, { buyerId }));

/** The category tree in the reader's language (purchasing categories are picked from it). */
export function useBuyerCategoryTree() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['consoleBuyerCategories', lang] as const,
    queryFn: ({ signal }) => consoleCall(consoleBuyerCalls.categories, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
