import { apiPaths, pageOf, SupplierCardSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buyerPost } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

const SupplierPageSchema = pageOf(SupplierCardSchema);
export const SUPPLIER_PAGE_SIZE = 20;

/** Supplier companies I can browse, searched by company or product name. */
export function useSupplierDirectory(keyword: string, pageIndex: number) {
  return useQuery({
    queryKey: buyerQueryKeys.suppliers(keyword, pageIndex),
    queryFn: () =>
      buyerPost(
        apiPaths.buyerAppSupplierList,
        { keyword: keyword || undefined, pageIndex, pageSize: SUPPLIER_PAGE_SIZE },
        { schema: SupplierPageSchema, notify: false },
      ),
    placeholderData: keepPreviousData,
  });
}
