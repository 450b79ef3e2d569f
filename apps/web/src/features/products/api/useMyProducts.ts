import { type MyProductQuery, type Page, type Product, productCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { productKeys } from './productKeys';

/** One page of the supplier's own and linked products (supp/product/list). */
export function fetchMyProducts(query: MyProductQuery, signal?: AbortSignal): Promise<Page<Product>> {
  return apiCall(productCalls.list, query, { overlay: false, notify: false, signal });
}

/** My products for a query; category names follow the UI language. */
export function useMyProducts(query: MyProductQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: productKeys.list(lang, query),
    queryFn: ({ signal }) => fetchMyProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
