import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** Supplier messages I have not viewed, over all conversations (the header badge). */
export function useBuyerUnreadCount(isEnabled = true) {
  return useQuery({
    queryKey: buyerAppKeys.unread(),
    queryFn: () => buyerCall(buyerAppCalls.unreadCount, {}, { notify: false }),
    select: (result) => result.count,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
