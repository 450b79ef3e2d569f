import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerCall } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

/** Supplier messages I have not viewed, over all conversations (the header badge). */
export function useBuyerUnreadCount(isEnabled = true) {
  return useQuery({
    queryKey: buyerQueryKeys.unread,
    queryFn: () => buyerCall(buyerAppCalls.unreadCount, {}, { notify: false }),
    select: (result) => result.count,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
