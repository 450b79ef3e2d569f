/**
 * First elements of the query keys each feature owns. A mutation in one feature refreshes another
 * feature's lists through these roots, so features need not import each other.
 */
export const queryRoots = {
  catalogue: 'catalogue',
  products: 'products',
  quotes: 'quotes',
  reference: 'reference',
} as const;
