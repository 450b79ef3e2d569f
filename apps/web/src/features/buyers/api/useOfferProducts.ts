import { buyerCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { buyerKeys } from './buyerKeys';

/** One page of "My products to offer" a buyer, best match first; refreshed when my products change. */
export function useOfferProducts(buyerId: number, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: buyerKeys.offerProducts(buyerId, pageIndex, pageSize),
    queryFn: ({ signal }) =>
      apiCall(buyerCalls.offerProducts, { buyerId, pageIndex, pageSize }, { overlay: false, signal }),
    placeholderData: keepPreviousData,
  });
}
