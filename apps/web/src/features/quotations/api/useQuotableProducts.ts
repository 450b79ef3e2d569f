import { apiPaths, type Page, type Product, ProductSchema, pageOf } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

const ProductPageSchema = pageOf(ProductSchema);
const PICKER_SIZE = 20;

/** My products matching a name, barcode, MID or brand, for the line picker (supp/product/list). */
function fetchQuotableProducts(keyword: string, signal?: AbortSignal): Promise<Page<Product>> {
  return apiPost(
    apiPaths.myProductList,
    { pageIndex: 1, pageSize: PICKER_SIZE, ...(keyword ? { keyword } : {}) },
    { schema: ProductPageSchema, overlay: false, notify: false, signal },
  );
}

/** The first matches of my products; kept under the products root so product edits refresh it. */
export function useQuotableProducts(keyword: string, isEnabled: boolean) {
  return useQuery({
    queryKey: quotationKeys.productPicker(keyword),
    queryFn: ({ signal }) => fetchQuotableProducts(keyword, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
