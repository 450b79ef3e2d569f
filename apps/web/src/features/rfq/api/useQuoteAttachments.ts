import { productCalls, quotationCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { rfqKeys } from './rfqKeys';

const PICKER_SIZE = 20;

/** My products to attach to a quick quote (supp/product/list), searched by name, barcode, MID or brand. */
export function useProductsToAttach(keyword: string, isEnabled: boolean) {
  const text = keyword.trim();
  return useQuery({
    queryKey: rfqKeys.productPicker(text),
    queryFn: ({ signal }) =>
      apiCall(
        productCalls.list,
        { pageIndex: 1, pageSize: PICKER_SIZE, ...(text ? { keyword: text } : {}) },
        { overlay: false, notify: false, signal },
      ),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** My open quotations to attach (quotation/select/quotation), searched by name or number. */
export function useQuotationsToAttach(keyword: string, isEnabled: boolean) {
  const text = keyword.trim();
  return useQuery({
    queryKey: rfqKeys.quotationPicker(text),
    queryFn: ({ signal }) =>
      apiCall(quotationCalls.select, text ? { keyword: text } : {}, {
        overlay: false,
        notify: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
