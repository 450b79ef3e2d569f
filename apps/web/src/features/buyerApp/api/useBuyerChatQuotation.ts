import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerCall } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

/** A quotation a supplier sent me in a chat, as it is now (without the supplier's internal note). */
export function useBuyerChatQuotation(messageId: number | null) {
  return useQuery({
    queryKey: buyerQueryKeys.quotation(messageId ?? 0),
    queryFn: () => buyerCall(buyerAppCalls.quotationInfo, { messageId: messageId ?? 0 }, { notify: false }),
    enabled: messageId !== null,
    refetchOnMount: 'always',
  });
}
