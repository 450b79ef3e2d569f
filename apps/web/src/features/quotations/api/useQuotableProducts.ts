import { type Page, type Product, productCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

const PICKER_SIZE = 20;

/** My products matching a name, barcode, MID or brand, for the line picker (supp/product/list). */
function fetchQuotableProducts(keyword: string, signal?: AbortSignal): Promise<Page<Product>> {
  return apiCall(
    productCalls.list,
    { pageIndex: 1, pageSize: PICKER_SIZE, ...(keyword ? { keyword } : {}) },
    { overlay: false, notify: false, signal },
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
