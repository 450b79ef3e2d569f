import { buyerCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerKeys } from './buyerKeys';

export type RecommendedQuery = { pageIndex: number; pageSize: number; hideContacted: boolean };

/**
 * One page of buyers recommended for my company, best score first; reasons name product categories
 * in the UI language.
 */
export function useRecommendedBuyers(query: RecommendedQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerKeys.recommended(lang, query),
    queryFn: ({ signal }) =>
      apiCall(buyerCalls.recommended, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
