import { buyerRfqCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

export const RFQ_PAGE_SIZE = 20;

/** The tabs of My RFQs: in review or open, and closed or rejected. */
export const MY_RFQ_TABS = ['active', 'closed'] as const;
export type MyRfqTab = (typeof MY_RFQ_TABS)[number];

/** One page of my RFQs, newest first. */
export function useMyRfqs(tab: MyRfqTab, pageIndex = 1, isEnabled = true) {
  return useQuery({
    queryKey: buyerAppKeys.rfqList(tab, pageIndex),
    queryFn: () =>
      buyerCall(buyerRfqCalls.list, { state: tab, pageIndex, pageSize: RFQ_PAGE_SIZE }, { notify: false }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
