import {
  apiPaths,
  type BuyerQuery,
  type BuyerSummary,
  BuyerSummarySchema,
  type Page,
  pageOf,
} from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const BuyerPageSchema = pageOf(BuyerSummarySchema);

/** One page of the buyer pool (buyer/public/list), most recently online first. */
export function fetchBuyerPool(query: BuyerQuery, signal?: AbortSignal): Promise<Page<BuyerSummary>> {
  return apiPost(apiPaths.buyerPublicList, query, { schema: BuyerPageSchema, overlay: false, signal });
}

/** The pool for a search; the previous page stays on screen while the next loads. */
export function useBuyerPool(query: BuyerQuery) {
  return useQuery({
    queryKey: [queryRoots.buyers, 'pool', query],
    queryFn: ({ signal }) => fetchBuyerPool(query, signal),
    placeholderData: keepPreviousData,
  });
}
