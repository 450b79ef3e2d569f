import {
  type CallBody,
  type ConsoleOrderDetail,
  type ConsoleOrderQuery,
  consoleBillingCalls,
  type SettlementReportQuery,
} from '@sc/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the billing console, kept apart from the supplier's own billing keys. */
export const consoleBillingKeys = {
  all: [queryRoots.billing, 'console'] as const,
  packages: () => [queryRoots.billing, 'console', 'packages'] as const,
  orderLists: () => [queryRoots.billing, 'console', 'orderList'] as const,
  orderList: (query: ConsoleOrderQuery) => [queryRoots.billing, 'console', 'orderList', query] as const,
  order: (merchantTransactionId: string) =>
    [queryRoots.billing, 'console', 'order', merchantTransactionId] as const,
  reports: () => [queryRoots.billing, 'console', 'report'] as const,
  report: (query: SettlementReportQuery) => [queryRoots.billing, 'console', 'report', query] as const,
  companies: (keyword: string) => [queryRoots.billing, 'console', 'companies', keyword] as const,
};

/** Every package, on sale or not, with how many were paid. */
export function useConsolePackages() {
  return useQuery({
    queryKey: consoleBillingKeys.packages(),
    queryFn: ({ signal }) => consoleCall(consoleBillingCalls.packages, {}, { signal }),
  });
}

/** Creates or changes a package; the package list refreshes. Errors land on the form. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof consoleBillingCalls.savePackage>) =>
      consoleCall(consoleBillingCalls.savePackage, input, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleBillingKeys.packages() }),
  });
}

/** A page of every company's orders, newest first, filtered by status and order number/company. */
export function useConsoleOrders(query: ConsoleOrderQuery) {
  return useQuery({
    queryKey: consoleBillingKeys.orderList(query),
    queryFn: ({ signal }) => consoleCall(consoleBillingCalls.orders, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

const hasRefundUnderWay = (detail: ConsoleOrderDetail | undefined) =>
  detail?.refunds.some((refund) => refund.status === 'processing') ?? false;

function refreshTotals(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: consoleBillingKeys.orderLists() });
  void queryClient.invalidateQueries({ queryKey: consoleBillingKeys.reports() });
}

/**
 * One order with its raw events, refunds and what can still be refunded; asked again every
 * 3 seconds while a refund waits for the provider, and once it settles the lists and report refresh.
 */
export function useConsoleOrder(merchantTransactionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = consoleBillingKeys.order(merchantTransactionId ?? '');
  return useQuery({
    queryKey,
    enabled: merchantTransactionId !== null,
    queryFn: async ({ signal }) => {
      const wasWaiting = hasRefundUnderWay(queryClient.getQueryData<ConsoleOrderDetail>(queryKey));
      const detail = await consoleCall(
        consoleBillingCalls.order,
        { merchantTransactionId: merchantTransactionId ?? '' },
        { signal },
      );
      if (wasWaiting && !hasRefundUnderWay(detail)) refreshTotals(queryClient);
      return detail;
    },
    refetchInterval: (query) => (hasRefundUnderWay(query.state.data) ? 3000 : false),
  });
}

/**
 * Refunds part or all of an order: the answer becomes the order's detail at once; the order lists
 * and the settlement report refresh.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof consoleBillingCalls.refund>) =>
      consoleCall(consoleBillingCalls.refund, input, { notify: false }),
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleBillingKeys.order(detail.order.merchantTransactionId), detail);
      refreshTotals(queryClient);
    },
  });
}

/** Gives a company service days and/or buyer contacts, with the reason. Errors land on the form. */
/** Companies whose name contains the words (or with that id), for the grant form's picker. */
export function useCompanyPicks(keyword: string) {
  return useQuery({
    queryKey: consoleBillingKeys.companies(keyword),
    queryFn: ({ signal }) => consoleCall(consoleBillingCalls.companies, { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGrantService() {
  return useMutation({
    mutationFn: (input: CallBody<typeof consoleBillingCalls.grant>) =>
      consoleCall(consoleBillingCalls.grant, input, { notify: false }),
  });
}

/** Payments and refunds per UTC day and currency between two dates (both included). */
export function useSettlementReport(query: SettlementReportQuery) {
  return useQuery({
    queryKey: consoleBillingKeys.report(query),
    queryFn: ({ signal }) => consoleCall(consoleBillingCalls.report, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
