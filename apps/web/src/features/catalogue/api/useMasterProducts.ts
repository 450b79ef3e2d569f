import { catalogueCalls, type MasterProduct, type MasterProductQuery, type Page } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { catalogueKeys } from './catalogueKeys';

/** One page of the platform catalogue (product/master/list). */
export function fetchMasterProducts(
  query: MasterProductQuery,
  signal?: AbortSignal,
): Promise<Page<MasterProduct>> {
  return apiCall(catalogueCalls.search, query, { overlay: false, notify: false, signal });
}

/** The catalogue page for a query; the previous page stays on screen while the next loads. */
export function useMasterProducts(query: MasterProductQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.masterPage(lang, query),
    queryFn: ({ signal }) => fetchMasterProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
