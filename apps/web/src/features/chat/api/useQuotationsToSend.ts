import { apiPaths, type QuotationOption, QuotationOptionSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { chatKeys } from './chatKeys';

const OptionListSchema = QuotationOptionSchema.array();

/** quotation/select/quotation: my open quotations, newest first, searched by name or number. */
export function fetchQuotationsToSend(keyword: string, signal?: AbortSignal): Promise<QuotationOption[]> {
  const text = keyword.trim();
  return apiPost(apiPaths.quotationSelect, text ? { keyword: text } : {}, {
    schema: OptionListSchema,
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
