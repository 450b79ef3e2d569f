import { type OptionList, referenceCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { referenceKeys } from './referenceKeys';

/** Brand names matching `keyword` (brand/select); value and label are both the name. */
export function fetchBrandOptions(keyword: string, signal?: AbortSignal): Promise<OptionList> {
  const body = keyword ? { keyword } : {};
  return apiCall(referenceCalls.brands, body, { overlay: false, notify: false, signal });
}

/** Brands for a search box: the typed text is debounced, earlier results stay while typing. */
export function useBrandOptions(keyword: string) {
  const debounced = useDebouncedValue(keyword.trim());
  return useQuery({
    queryKey: referenceKeys.brands(debounced),
    queryFn: ({ signal }) => fetchBrandOptions(debounced, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
