import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** A quotation a supplier sent me in a chat, as it is now (without the supplier's internal note). */
export function useBuyerChatQuotation(messageId: number | null) {
  return useQuery({
    queryKey: buyerAppKeys.quotation(messageId ?? 0),
    queryFn: () => buyerCall(buyerAppCalls.quotationInfo, { messageId: messageId ?? 0 }, { notify: false }),
    enabled: messageId !== null,
    refetchOnMount: 'always',
  });
}
