import { buyerCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerKeys } from './buyerKeys';

/**
 * A buyer with contact state and recent products while `buyerId` is set; category paths follow
 * the UI language.
 */
export function useBuyerDetail(buyerId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerKeys.detail(lang, buyerId),
    queryFn: ({ signal }) =>
      apiCall(buyerCalls.detail, { buyerId: buyerId ?? 0 }, { overlay: false, signal }),
    enabled: buyerId !== null,
  });
}
