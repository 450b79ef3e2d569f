import { buyerCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerKeys } from './buyerKeys';

/** The three product lists of a buyer (SPEC 3). */
export type BuyerProductKind = 'purchasing' | 'inquired' | 'browsed';

/** A page of a buyer's possibly purchasing, recently inquired or recently browsed products. */
function fetchBuyerProducts(
  buyerId: number,
  kind: BuyerProductKind,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) {
  const options = { overlay: false, signal };
  if (kind === 'browsed') return apiCall(buyerCalls.browsedProducts, { buyerId, ...page }, options);
  return apiCall(buyerCalls.products, { buyerId, type: kind, ...page }, options);
}

/** One page of a buyer's products of a kind, newest first; category paths follow the UI language. */
export function useBuyerProducts(
  buyerId: number,
  kind: BuyerProductKind,
  pageIndex: number,
  pageSize: number,
) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerKeys.products(lang, buyerId, kind, pageIndex, pageSize),
    queryFn: ({ signal }) => fetchBuyerProducts(buyerId, kind, { pageIndex, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
