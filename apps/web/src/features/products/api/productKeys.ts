import type { Lang, MyProductQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of my products; category names follow the UI language, so it is part of the key. */
export const productKeys = {
  all: [queryRoots.products] as const,
  list: (lang: Lang, query: MyProductQuery) => [queryRoots.products, 'list', lang, query] as const,
};
