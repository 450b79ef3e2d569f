import { type ProductRankingQuery, rfqCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rankingKeys } from './rankingKeys';

/** The products (or categories) buyers asked for most over 7 or 30 days, named in the UI language. */
export function useProductRanking(query: ProductRankingQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: rankingKeys.ranking(lang, query),
    queryFn: ({ signal }) => apiCall(rfqCalls.ranking, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
    // The server counts on the minute; a minute's staleness saves the panel refetching on every visit.
    staleTime: 60_000,
  });
}
