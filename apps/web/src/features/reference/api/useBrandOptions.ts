import { apiPaths, type Option, OptionSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const OptionListSchema = OptionSchema.array();

/** Brand names matching `keyword` (brand/select); value and label are both the name. */
export function fetchBrandOptions(keyword: string, signal?: AbortSignal): Promise<Option[]> {
  const body = keyword ? { keyword } : {};
  return apiPost(apiPaths.brandSelect, body, {
    schema: OptionListSchema,
    overlay: false,
    notify: false,
    signal,
  });
}

/** Brands for a search box: the typed text is debounced, earlier results stay while typing. */
export function useBrandOptions(keyword: string) {
  const debounced = useDebouncedValue(keyword.trim());
  return useQuery({
    queryKey: [queryRoots.reference, 'brands', debounced],
    queryFn: ({ signal }) => fetchBrandOptions(debounced, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
