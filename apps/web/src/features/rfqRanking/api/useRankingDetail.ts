import { type ProductRankingDetailQuery, rfqCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rankingKeys } from './rankingKeys';

/** One product's or category's demand over the period; nothing is fetched while `query` is null. */
export function useRankingDetail(query: ProductRankingDetailQuery | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: rankingKeys.detail(lang, query ?? { id: 0 }),
    queryFn: ({ signal }) =>
      apiCall(rfqCalls.rankingDetail, query ?? { id: 0 }, { overlay: false, notify: false, signal }),
    enabled: query !== null,
  });
}
