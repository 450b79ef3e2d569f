import { apiPaths, type Page, pageOf, type RecommendedProduct, RecommendedProductSchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const OfferPageSchema = pageOf(RecommendedProductSchema);

/** My products worth offering a buyer, best match first (buyer/recommend/proudct/list). */
export function fetchOfferProducts(
  buyerId: number,
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<RecommendedProduct>> {
  return apiPost(
    apiPaths.buyerRecommendProductList,
    { buyerId, ...page },
    { schema: OfferPageSchema, overlay: false, signal },
  );
}

/** One page of "My products to offer" for a buyer; refreshed when my products change. */
export function useOfferProducts(buyerId: number, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [queryRoots.products, 'offerTo', buyerId, pageIndex, pageSize],
    queryFn: ({ signal }) => fetchOfferProducts(buyerId, { pageIndex, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
