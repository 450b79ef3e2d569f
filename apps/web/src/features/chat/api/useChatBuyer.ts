import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/useLanguage';
import { fetchChatBuyer } from './chatApi';
import { chatKeys } from './chatKeys';

/** The buyer of a conversation (chat/buyer/info) while `buyerId` is set. */
export function useChatBuyer(buyerId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: chatKeys.buyer(lang, buyerId),
    queryFn: ({ signal }) => fetchChatBuyer(buyerId ?? 0, signal),
    enabled: buyerId !== null,
  });
}
