import {
  apiPaths,
  type MasterProduct,
  type MasterProductQuery,
  MasterProductSchema,
  type Page,
  pageOf,
} from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const MasterPageSchema = pageOf(MasterProductSchema);
export const masterProductsKey = [queryRoots.catalogue, 'master'] as const;

/** One page of the platform catalogue (product/master/list). */
export function fetchMasterProducts(
  query: MasterProductQuery,
  signal?: AbortSignal,
): Promise<Page<MasterProduct>> {
  return apiPost(apiPaths.masterProductList, query, { schema: MasterPageSchema, overlay: false, signal });
}

/** The catalogue page for a query; the previous page stays on screen while the next loads. */
export function useMasterProducts(query: MasterProductQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [...masterProductsKey, lang, query],
    queryFn: ({ signal }) => fetchMasterProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
