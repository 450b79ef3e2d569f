import { type CategoryTree, referenceCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { referenceKeys } from './referenceKeys';

export function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryTree> {
  return apiCall(referenceCalls.categories, {}, { overlay: false, notify: false, signal });
}

/** The category tree for cascaders (category/linkage), in the UI language. */
export function useCategoryTree() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: referenceKeys.categories(lang),
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });
}
