import { type QuotationOption, quotationCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

/** quotation/select/quotation: my open quotations, newest first, searched by name or number. */
export function fetchQuotationsToSend(keyword: string, signal?: AbortSignal): Promise<QuotationOption[]> {
  const text = keyword.trim();
  return apiCall(quotationCalls.select, text ? { keyword: text } : {}, {
    overlay: false,
    notify: false,
    signal,
  });
}

/** The quotation picker's list; under the quotations root, so saving a quotation refreshes it. */
export function useQuotationsToSend(keyword: string, isEnabled: boolean) {
  return useQuery({
    queryKey: chatKeys.quotationPicker(keyword.trim()),
    queryFn: ({ signal }) => fetchQuotationsToSend(keyword, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
