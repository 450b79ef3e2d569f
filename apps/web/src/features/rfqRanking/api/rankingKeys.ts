import type { Lang, ProductRankingDetailQuery, ProductRankingQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/**
 * Query keys of the product ranking, under the RFQ market's root (a quote refreshes them too);
 * names follow the UI language, so it is part of each key.
 */
export const rankingKeys = {
  ranking: (lang: Lang, query: ProductRankingQuery) => [queryRoots.rfq, 'ranking', lang, query] as const,
  /** Under the products root: linking the product changes "in my products". */
  detail: (lang: Lang, query: ProductRankingDetailQuery) =>
    [queryRoots.products, 'rankingDetail', lang, query] as const,
};
