import {
  buyerRfqCalls,
  type DeclineQuote,
  type MyRfqDetail,
  type ReceivedQuote,
  type ShortlistQuote,
} from '@sc/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** Puts a changed quote into the RFQ shown, then refreshes my RFQs. */
function storeQuote(queryClient: QueryClient, rfqId: number, quote: ReceivedQuote) {
  queryClient.setQueryData<MyRfqDetail>(buyerAppKeys.rfq(rfqId), (rfq) =>
    rfq ? { ...rfq, quotes: rfq.quotes.map((item) => (item.id === quote.id ? quote : item)) } : rfq,
  );
  void queryClient.invalidateQueries({ queryKey: buyerAppKeys.rfqs() });
}

/** Shortlist a quote of an RFQ of mine, decline it with a reason, or award the RFQ to it; or cancel the RFQ. */
export function useRfqActions(rfqId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: buyerAppKeys.rfqs() });

  const shortlist = useMutation({
    mutationFn: (input: ShortlistQuote) => buyerCall(buyerRfqCalls.shortlist, input),
    onSuccess: (quote) => storeQuote(queryClient, rfqId, quote),
  });
  const decline = useMutation({
    mutationFn: (input: DeclineQuote) => buyerCall(buyerRfqCalls.decline, input, { notify: false }),
    onSuccess: (quote) => storeQuote(queryClient, rfqId, quote),
  });
  const award = useMutation({
    mutationFn: (quoteId: number) => buyerCall(buyerRfqCalls.award, { quoteId }),
    onSuccess: (rfq) => {
      queryClient.setQueryData(buyerAppKeys.rfq(rfqId), rfq);
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => buyerCall(buyerRfqCalls.cancel, { rfqId }),
    onSuccess: (rfq) => {
      queryClient.setQueryData<MyRfqDetail>(buyerAppKeys.rfq(rfqId), (current) =>
        current ? { ...current, ...rfq } : current,
      );
      void refresh();
    },
  });
  return { shortlist, decline, award, cancel };
}
