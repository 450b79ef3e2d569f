import { type Page, type Product, productCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { showroomKeys } from './showroomKeys';

export const PICKER_PAGE_SIZE = 8;

/** A page of my products for the showroom picker, each marked when already displayed. */
function fetchPickerProducts(
  keyword: string,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return apiCall(
    productCalls.list,
    { pageIndex, pageSize: PICKER_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    { overlay: false, signal },
  );
}

/** Under the products root, so any change to my products refreshes the picker too. */
export function useShowroomPickerProducts(keyword: string, pageIndex: number, isEnabled: boolean) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: showroomKeys.productPicker(lang, keyword, pageIndex),
    queryFn: ({ signal }) => fetchPickerProducts(keyword, pageIndex, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
