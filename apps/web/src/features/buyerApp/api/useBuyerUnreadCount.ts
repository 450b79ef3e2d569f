import { apiPaths, UnreadCountSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerPost } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

/** Supplier messages I have not viewed, over all conversations (the header badge). */
export function useBuyerUnreadCount(isEnabled = true) {
  return useQuery({
    queryKey: buyerQueryKeys.unread,
    queryFn: () => buyerPost(apiPaths.buyerAppUnreadCount, {}, { schema: UnreadCountSchema, notify: false }),
    select: (result) => result.count,
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
