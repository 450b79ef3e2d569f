import { apiPaths, type BuyerProduct, BuyerProductSchema, type Page, pageOf } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

/** The three product lists of a buyer (SPEC 3). */
export type BuyerProductKind = 'purchasing' | 'inquired' | 'browsed';

const ProductPageSchema = pageOf(BuyerProductSchema);

/** A page of a buyer's possibly purchasing, recently inquired or recently browsed products. */
export function fetchBuyerProducts(
  buyerId: number,
  kind: BuyerProductKind,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<BuyerProduct>> {
  const options = { schema: ProductPageSchema, overlay: false, signal };
  if (kind === 'browsed') return apiPost(apiPaths.buyerProductViewList, { buyerId, ...page }, options);
  return apiPost(apiPaths.buyerProductList, { buyerId, type: kind, ...page }, options);
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
    queryKey: [queryRoots.buyers, 'products', lang, buyerId, kind, pageIndex, pageSize],
    queryFn: ({ signal }) => fetchBuyerProducts(buyerId, kind, { pageIndex, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
