import { type QuotationListQuery, quotationCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

/** My quotations for a search, status and page; the previous page stays on screen while the next loads. */
export function useQuotations(query: QuotationListQuery) {
  return useQuery({
    queryKey: quotationKeys.list(query),
    queryFn: ({ signal }) => apiCall(quotationCalls.list, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
