/** Query keys of the buyers' app, all under one root so a sign-out drops them together. */
export const buyerQueryKeys = {
  root: ['buyerApp'] as const,
  conversations: ['buyerApp', 'conversations'] as const,
  unread: ['buyerApp', 'unread'] as const,
  suppliers: (keyword: string, pageIndex: number) => ['buyerApp', 'suppliers', keyword, pageIndex] as const,
  showroom: (supplierId: number) => ['buyerApp', 'showroom', supplierId] as const,
  product: (productId: number) => ['buyerApp', 'product', productId] as const,
  quotation: (messageId: number) => ['buyerApp', 'quotation', messageId] as const,
};
