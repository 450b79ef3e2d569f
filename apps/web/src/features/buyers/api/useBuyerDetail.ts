import { apiPaths, type BuyerDetail, BuyerDetailSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

/** One buyer with contact state and recent products (buyer/public/info). */
export function fetchBuyerDetail(buyerId: number, signal?: AbortSignal): Promise<BuyerDetail> {
  return apiPost(
    apiPaths.buyerPublicInfo,
    { buyerId },
    { schema: BuyerDetailSchema, overlay: false, signal },
  );
}

/** A buyer's details while `buyerId` is set; category paths follow the UI language. */
export function useBuyerDetail(buyerId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.buyers, 'detail', lang, buyerId],
    queryFn: ({ signal }) => fetchBuyerDetail(buyerId ?? 0, signal),
    enabled: buyerId !== null,
  });
}
