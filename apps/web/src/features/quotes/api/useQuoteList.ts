import { type Page, type Quote, type QuoteListQuery, quoteCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quoteKeys } from './quoteKeys';

/** A page of my product quotes over all my products, newest first (quote/list without a product). */
export function fetchQuoteList(query: QuoteListQuery, signal?: AbortSignal): Promise<Page<Quote>> {
  return apiCall(quoteCalls.list, query, { overlay: false, notify: false, signal });
}

/** My product quotes; quote changes refresh them through the quotes root. */
export function useQuoteList(query: QuoteListQuery) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: ({ signal }) => fetchQuoteList(query, signal),
    placeholderData: keepPreviousData,
  });
}
