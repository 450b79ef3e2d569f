import { apiPaths, type Quote, QuoteSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const CurrentQuoteSchema = QuoteSchema.nullable();

/** The product's current quote, or null when it has none (quote/getOneQuote). */
export function fetchCurrentQuote(productId: number, signal?: AbortSignal): Promise<Quote | null> {
  return apiPost(apiPaths.quoteGetOne, { productId }, { schema: CurrentQuoteSchema, overlay: false, signal });
}

export function currentQuoteKey(productId: number) {
  return [queryRoots.quotes, 'current', productId] as const;
}

/** The current quote of a product; idle while no product is chosen. */
export function useCurrentQuote(productId: number | null) {
  return useQuery({
    queryKey: currentQuoteKey(productId ?? 0),
    queryFn: ({ signal }) => fetchCurrentQuote(productId ?? 0, signal),
    enabled: productId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
