import type { Lang, MyQuotesQuery, RfqListQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the RFQ market; a quote refreshes everything under `all`. */
export const rfqKeys = {
  all: [queryRoots.rfq] as const,
  list: (lang: Lang, query: RfqListQuery) => [queryRoots.rfq, 'list', lang, query] as const,
  detail: (lang: Lang, rfqId: number | null) => [queryRoots.rfq, 'detail', lang, rfqId] as const,
  myQuotes: (lang: Lang, query: MyQuotesQuery) => [queryRoots.rfq, 'myQuotes', lang, query] as const,
  openOfBuyer: (lang: Lang, buyerId: number | null) => [queryRoots.rfq, 'ofBuyer', lang, buyerId] as const,
  /** Under the products root, so saving a product refreshes the picker. */
  productPicker: (keyword: string) => [queryRoots.products, 'rfqPicker', keyword] as const,
  /** Under the quotations root, so saving a quotation refreshes the picker. */
  quotationPicker: (keyword: string) => [queryRoots.quotations, 'rfqPicker', keyword] as const,
};
