import { buyerAppCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

export const SUPPLIER_PAGE_SIZE = 20;

/** Supplier companies I can browse, searched by company or product name. */
export function useSupplierDirectory(keyword: string, pageIndex: number) {
  return useQuery({
    queryKey: buyerAppKeys.suppliers(keyword, pageIndex),
    queryFn: () =>
      buyerCall(
        buyerAppCalls.suppliers,
        { keyword: keyword || undefined, pageIndex, pageSize: SUPPLIER_PAGE_SIZE },
        { notify: false },
      ),
    placeholderData: keepPreviousData,
  });
}
