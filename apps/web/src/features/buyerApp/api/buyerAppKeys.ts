import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the buyers' app, all under one root so a sign-out drops them together. */
export const buyerAppKeys = {
  all: [queryRoots.buyerApp] as const,
  conversations: () => [queryRoots.buyerApp, 'conversations'] as const,
  unread: () => [queryRoots.buyerApp, 'unread'] as const,
  suppliers: (keyword: string, pageIndex: number) =>
    [queryRoots.buyerApp, 'suppliers', keyword, pageIndex] as const,
  /** By language too: the introduction comes in the buyer's language when the supplier wrote one. */
  showroom: (supplierId: number, lang: string) =>
    [queryRoots.buyerApp, 'showroom', supplierId, lang] as const,
  product: (productId: number) => [queryRoots.buyerApp, 'product', productId] as const,
  quotation: (messageId: number) => [queryRoots.buyerApp, 'quotation', messageId] as const,
  /** My RFQs: every list and detail under one key, so a change refreshes them together. */
  rfqs: () => [queryRoots.buyerApp, 'rfqs'] as const,
  rfqList: (tab: string, pageIndex: number) => [queryRoots.buyerApp, 'rfqs', 'list', tab, pageIndex] as const,
  rfq: (rfqId: number) => [queryRoots.buyerApp, 'rfqs', 'detail', rfqId] as const,
  rfqCategories: (lang: string) => [queryRoots.buyerApp, 'rfqCategories', lang] as const,
  catalogue: (keyword: string, lang: string) => [queryRoots.buyerApp, 'catalogue', keyword, lang] as const,
};
