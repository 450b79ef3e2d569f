import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the buyers' app, all under one root so a sign-out drops them together. */
export const buyerAppKeys = {
  all: [queryRoots.buyerApp] as const,
  conversations: () => [queryRoots.buyerApp, 'conversations'] as const,
  unread: () => [queryRoots.buyerApp, 'unread'] as const,
  suppliers: (keyword: string, pageIndex: number) =>
    [queryRoots.buyerApp, 'suppliers', keyword, pageIndex] as const,
  showroom: (supplierId: number) => [queryRoots.buyerApp, 'showroom', supplierId] as const,
  product: (productId: number) => [queryRoots.buyerApp, 'product', productId] as const,
  quotation: (messageId: number) => [queryRoots.buyerApp, 'quotation', messageId] as const,
};
