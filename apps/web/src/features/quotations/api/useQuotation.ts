import { quotationCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

/** A quotation to edit; idle for a new one. Always fetched fresh: the form starts from it once. */
export function useQuotation(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.info(id ?? 0),
    queryFn: ({ signal }) => apiCall(quotationCalls.info, { id: id ?? 0 }, { overlay: false, signal }),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
