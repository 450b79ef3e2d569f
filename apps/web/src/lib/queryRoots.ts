/**
 * First elements of the query keys each feature owns. A mutation in one feature refreshes another
 * feature's lists through these roots, so features need not import each other.
 */
export const queryRoots = {
  buyers: 'buyers',
  catalogue: 'catalogue',
  products: 'products',
  quotes: 'quotes',
  reference: 'reference',
  /** The supplier's service and buyer-contact quota. */
  service: 'service',
} as const;
