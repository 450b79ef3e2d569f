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
};
