import { apiPaths, type RecommendedBuyer, RecommendedBuyerSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const ListSchema = RecommendedBuyerSchema.array();

/** The dashboard's top recommended buyers not contacted yet (board/recommended/list). */
export function fetchDashboardRecommended(size: number, signal?: AbortSignal): Promise<RecommendedBuyer[]> {
  return apiPost(apiPaths.dashboardRecommendedList, { size }, { schema: ListSchema, overlay: false, signal });
}

export function useDashboardRecommended(size = 5) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.buyers, 'dashboard', lang, size],
    queryFn: ({ signal }) => fetchDashboardRecommended(size, signal),
  });
}
