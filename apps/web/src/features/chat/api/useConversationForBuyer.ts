import type { Conversation } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchConversations } from './chatApi';
import { chatKeys } from './chatKeys';

/** My conversation with one buyer (for /communicate?buyerId=N), or null when we have not talked yet. */
export function useConversationForBuyer(buyerId: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: chatKeys.forBuyer(buyerId),
    queryFn: async ({ signal }): Promise<Conversation | null> => {
      const page = await fetchConversations(
        { tab: 'all', unreadOnly: false, buyerId: buyerId ?? 0, pageIndex: 1, pageSize: 1 },
        signal,
      );
      return page.list[0] ?? null;
    },
    enabled: buyerId !== null && isEnabled,
  });
}
