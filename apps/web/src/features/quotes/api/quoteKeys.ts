import type { QuoteListQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of product quotes; a quote change refreshes everything under `all`. */
export const quoteKeys = {
  all: [queryRoots.quotes] as const,
  list: (query: QuoteListQuery) => [queryRoots.quotes, 'list', query] as const,
  current: (productId: number) => [queryRoots.quotes, 'current', productId] as const,
};
