import { apiPaths, type MyProductQuery, type Page, type Product, ProductSchema, pageOf } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const ProductPageSchema = pageOf(ProductSchema);

/** One page of the supplier's own and linked products (supp/product/list). */
export function fetchMyProducts(query: MyProductQuery, signal?: AbortSignal): Promise<Page<Product>> {
  return apiPost(apiPaths.myProductList, query, { schema: ProductPageSchema, overlay: false, signal });
}

/** My products for a query; category names follow the UI language. */
export function useMyProducts(query: MyProductQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.products, 'list', lang, query],
    queryFn: ({ signal }) => fetchMyProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
