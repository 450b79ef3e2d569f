import { quotationCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

/** Every kept version of one of my quotations, newest first, with what changed. */
export function useQuotationVersions(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.versions(id ?? 0),
    queryFn: ({ signal }) => apiCall(quotationCalls.versions, { id: id ?? 0 }, { overlay: false, signal }),
    enabled: id !== null,
  });
}

/** Where one of my quotations was sent, and whether each buyer has opened it; fresh on every visit. */
export function useQuotationSends(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.sends(id ?? 0),
    queryFn: ({ signal }) => apiCall(quotationCalls.sends, { id: id ?? 0 }, { overlay: false, signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}
