import { apiPaths, type Page, pageOf, type RecommendedBuyer, RecommendedBuyerSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

export type RecommendedQuery = { pageIndex: number; pageSize: number; hideContacted: boolean };

const RecommendedPageSchema = pageOf(RecommendedBuyerSchema);

/** One page of buyers recommended for my company, best score first (recommended/sc/buyer/list). */
export function fetchRecommendedBuyers(
  query: RecommendedQuery,
  signal?: AbortSignal,
): Promise<Page<RecommendedBuyer>> {
  return apiPost(apiPaths.recommendedBuyerList, query, {
    schema: RecommendedPageSchema,
    overlay: false,
    signal,
  });
}

/** Recommended buyers; reasons name product categories in the UI language. */
export function useRecommendedBuyers(query: RecommendedQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.buyers, 'recommended', lang, query],
    queryFn: ({ signal }) => fetchRecommendedBuyers(query, signal),
    placeholderData: keepPreviousData,
  });
}
