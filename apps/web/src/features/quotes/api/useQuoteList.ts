import { apiPaths, type Page, pageOf, type Quote, QuoteSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const QuotePageSchema = pageOf(QuoteSchema);

export type QuoteListQuery = { pageIndex: number; pageSize: number };

/** A page of my product quotes over all my products, newest first (quote/list without a product). */
export function fetchQuoteList(query: QuoteListQuery, signal?: AbortSignal): Promise<Page<Quote>> {
  return apiPost(apiPaths.quoteList, query, { schema: QuotePageSchema, overlay: false, signal });
}

/** My product quotes; quote changes refresh them through the quotes root. */
export function useQuoteList(query: QuoteListQuery) {
  return useQuery({
    queryKey: [queryRoots.quotes, 'list', query],
    queryFn: ({ signal }) => fetchQuoteList(query, signal),
    placeholderData: keepPreviousData,
  });
}
