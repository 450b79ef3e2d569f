import type { QuotationListQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of my quotations; saving one refreshes everything under `all`. */
export const quotationKeys = {
  all: [queryRoots.quotations] as const,
  list: (query: QuotationListQuery) => [queryRoots.quotations, 'list', query] as const,
  info: (id: number) => [queryRoots.quotations, 'info', id] as const,
  versions: (id: number) => [queryRoots.quotations, 'versions', id] as const,
  sends: (id: number) => [queryRoots.quotations, 'sends', id] as const,
  /** Under the products root, so product edits refresh the line picker. */
  productPicker: (keyword: string) => [queryRoots.products, 'quotationPicker', keyword] as const,
};
