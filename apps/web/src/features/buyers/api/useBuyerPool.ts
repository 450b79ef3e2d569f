import { type BuyerQuery, buyerCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { buyerKeys } from './buyerKeys';

/**
 * One page of the buyer pool for a search, most recently online first; the previous page stays on
 * screen while the next loads.
 */
export function useBuyerPool(query: BuyerQuery) {
  return useQuery({
    queryKey: buyerKeys.pool(query),
    queryFn: ({ signal }) => apiCall(buyerCalls.pool, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
