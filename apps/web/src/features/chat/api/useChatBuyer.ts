import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';
import { fetchChatBuyer } from './chatApi';

/** The buyer of a conversation (chat/buyer/info) while `buyerId` is set. */
export function useChatBuyer(buyerId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.chat, 'buyer', lang, buyerId],
    queryFn: ({ signal }) => fetchChatBuyer(buyerId ?? 0, signal),
    enabled: buyerId !== null,
  });
}
