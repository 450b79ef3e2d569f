import { billingCalls, type OrderStatus } from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const quiet = { overlay: false } as const;

/** Query keys of subscription and payment; a settled payment refreshes them and the service's. */
export const billingKeys = {
  all: [queryRoots.billing] as const,
  packages: (lang: string) => [queryRoots.billing, 'packages', lang] as const,
  order: (merchantTransactionId: string, lang: string) =>
    [queryRoots.billing, 'order', merchantTransactionId, lang] as const,
  orders: (pageIndex: number, lang: string) => [queryRoots.billing, 'orders', pageIndex, lang] as const,
};

/** States in which an order still waits for the provider's word. */
export const WAITING_STATUSES: readonly OrderStatus[] = ['created', 'pending_3ds', 'processing'];

/** Packages on sale in my language, with the period each would cover if bought now. */
export function usePackages() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: billingKeys.packages(lang),
    queryFn: ({ signal }) => apiCall(billingCalls.packages, {}, { ...quiet, signal }),
  });
}

/** Opens (or reuses) the order of a package and gets the card frame's token. */
export function useCardSession() {
  return useMutation({
    mutationFn: (packageId: number) => apiCall(billingCalls.token, { packageId }),
  });
}

/** Pays an order with the card frame's token. */
export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { merchantTransactionId: string; cardToken: string }) =>
      apiCall(billingCalls.pay, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/**
 * One order, asked again every 2 seconds while it waits for the provider; once it has succeeded,
 * the service, quota and ledger are refreshed everywhere.
 */
export function useOrder(merchantTransactionId: string | null) {
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: billingKeys.order(merchantTransactionId ?? '', lang),
    enabled: Boolean(merchantTransactionId),
    queryFn: async ({ signal }) => {
      const order = await apiCall(
        billingCalls.query,
        { merchantTransactionId: merchantTransactionId ?? '' },
        { ...quiet, signal },
      );
      if (order.status === 'succeeded') {
        void queryClient.invalidateQueries({ queryKey: [queryRoots.service] });
        void queryClient.invalidateQueries({ queryKey: [queryRoots.billing, 'orders'] });
      }
      return order;
    },
    refetchInterval: (query) =>
      query.state.data && WAITING_STATUSES.includes(query.state.data.status) ? 2000 : false,
  });
}

/** My company's orders, newest first. */
export function useOrders(pageIndex: number, pageSize: number) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: billingKeys.orders(pageIndex, lang),
    queryFn: ({ signal }) => apiCall(billingCalls.orders, { pageIndex, pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A fresh signed address of an order's receipt PDF in my language. */
export function useReceiptLink() {
  return useMutation({
    mutationFn: (merchantTransactionId: string) => apiCall(billingCalls.receipt, { merchantTransactionId }),
  });
}
