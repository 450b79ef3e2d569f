import type { BuyerQuery, Lang, RecommendedBuyerQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the buyer pool, details, recommendations and visitors; a contact refreshes `all`. */
export const buyerKeys = {
  all: [queryRoots.buyers] as const,
  pool: (query: BuyerQuery) => [queryRoots.buyers, 'pool', query] as const,
  detail: (lang: Lang, buyerId: number | null) => [queryRoots.buyers, 'detail', lang, buyerId] as const,
  products: (lang: Lang, buyerId: number, kind: string, pageIndex: number, pageSize: number) =>
    [queryRoots.buyers, 'products', lang, buyerId, kind, pageIndex, pageSize] as const,
  recommended: (lang: Lang, query: RecommendedBuyerQuery) =>
    [queryRoots.buyers, 'recommended', lang, query] as const,
  dashboard: (lang: Lang, size: number) => [queryRoots.buyers, 'dashboard', lang, size] as const,
  visitors: (pageIndex: number, pageSize: number) =>
    [queryRoots.buyers, 'visitors', pageIndex, pageSize] as const,
  /** Under the products root, so changes to my products refresh it. */
  offerProducts: (buyerId: number, pageIndex: number, pageSize: number) =>
    [queryRoots.products, 'offerTo', buyerId, pageIndex, pageSize] as const,
};
