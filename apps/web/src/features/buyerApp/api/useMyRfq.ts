import { buyerRfqCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** One of my RFQs with the quotes received (reading it marks them viewed). */
export function useMyRfq(rfqId: number | null) {
  return useQuery({
    queryKey: buyerAppKeys.rfq(rfqId ?? 0),
    queryFn: () => buyerCall(buyerRfqCalls.info, { rfqId: rfqId ?? 0 }, { notify: false }),
    enabled: rfqId !== null,
  });
}
