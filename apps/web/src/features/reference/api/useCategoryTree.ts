import { apiPaths, type CategoryNode, CategoryNodeSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const CategoryTreeSchema = CategoryNodeSchema.array();

export function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiPost(
    apiPaths.categoryLinkage,
    {},
    { schema: CategoryTreeSchema, overlay: false, notify: false, signal },
  );
}

/** The category tree for cascaders (category/linkage), in the UI language. */
export function useCategoryTree() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.reference, 'categories', lang],
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });
}
