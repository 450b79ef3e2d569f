import { type QuickQuoteTerms, rfqCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** A first quote on an RFQ, or the one revision of my quote on it. */
export type SendRfqQuote =
  | { kind: 'quote'; rfqId: number; terms: QuickQuoteTerms }
  | { kind: 'revise'; quoteId: number; terms: QuickQuoteTerms };

/**
 * Sends my quick quote (rfq/quote/create) or its revision (rfq/quote/update). Errors are not shown
 * here: the form shows them and keeps what was typed. A first quote may spend a contact and opens a
 * chat, so the quota, buyers and conversations are refreshed with the RFQ lists.
 */
export function useSendRfqQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: SendRfqQuote) =>
      send.kind === 'quote'
        ? apiCall(rfqCalls.quote, { ...send.terms, rfqId: send.rfqId }, { notify: false })
        : apiCall(rfqCalls.revise, { ...send.terms, quoteId: send.quoteId }, { notify: false }),
    onSettled: (_data, _error, send) => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.rfq] });
      if (send.kind === 'quote') {
        for (const root of [queryRoots.service, queryRoots.buyers, queryRoots.chat]) {
          void queryClient.invalidateQueries({ queryKey: [root] });
        }
      }
    },
  });
}
