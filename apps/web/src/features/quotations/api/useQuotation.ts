import { apiPaths, type Quotation, QuotationSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** One of my quotations with its product lines (quotation/info). */
export function fetchQuotation(id: number, signal?: AbortSignal): Promise<Quotation> {
  return apiPost(apiPaths.quotationInfo, { id }, { schema: QuotationSchema, overlay: false, signal });
}

export function quotationKey(id: number) {
  return [queryRoots.quotations, 'info', id] as const;
}

/** A quotation to edit; idle for a new one. Always fetched fresh: the form starts from it once. */
export function useQuotation(id: number | null) {
  return useQuery({
    queryKey: quotationKey(id ?? 0),
    queryFn: ({ signal }) => fetchQuotation(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
