import {
  apiPaths,
  type Page,
  pageOf,
  type QuotationListQuery,
  type QuotationSummary,
  QuotationSummarySchema,
} from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const QuotationPageSchema = pageOf(QuotationSummarySchema);

/** One page of my quotations (quotation/list). */
export function fetchQuotations(
  query: QuotationListQuery,
  signal?: AbortSignal,
): Promise<Page<QuotationSummary>> {
  return apiPost(apiPaths.quotationList, query, { schema: QuotationPageSchema, overlay: false, signal });
}

export function quotationListKey(query: QuotationListQuery) {
  return [queryRoots.quotations, 'list', query] as const;
}

/** My quotations for a search, status and page; the previous page stays on screen while the next loads. */
export function useQuotations(query: QuotationListQuery) {
  return useQuery({
    queryKey: quotationListKey(query),
    queryFn: ({ signal }) => fetchQuotations(query, signal),
    placeholderData: keepPreviousData,
  });
}
