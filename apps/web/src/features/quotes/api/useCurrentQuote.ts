import { type Quote, quoteCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quoteKeys } from './quoteKeys';

/** The product's current quote, or null when it has none (quote/getOneQuote). */
export function fetchCurrentQuote(productId: number, signal?: AbortSignal): Promise<Quote | null> {
  return apiCall(quoteCalls.current, { productId }, { overlay: false, signal });
}

/** The current quote of a product; idle while no product is chosen. */
export function useCurrentQuote(productId: number | null) {
  return useQuery({
    queryKey: quoteKeys.current(productId ?? 0),
    queryFn: ({ signal }) => fetchCurrentQuote(productId ?? 0, signal),
    enabled: productId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
