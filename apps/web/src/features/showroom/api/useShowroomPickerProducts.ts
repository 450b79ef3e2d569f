import { apiPaths, type Page, type Product, ProductSchema, pageOf } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { showroomKeys } from './showroomKeys';

const ProductPageSchema = pageOf(ProductSchema);
export const PICKER_PAGE_SIZE = 8;

/** A page of my products for the showroom picker, each marked when already displayed. */
function fetchPickerProducts(
  keyword: string,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return apiPost(
    apiPaths.myProductList,
    { pageIndex, pageSize: PICKER_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    { schema: ProductPageSchema, overlay: false, signal },
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
