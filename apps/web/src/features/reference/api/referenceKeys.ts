import type { Lang } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the reference lists; labels follow the UI language, so it is part of the key. */
export const referenceKeys = {
  all: [queryRoots.reference] as const,
  options: (list: string, lang: Lang) => [queryRoots.reference, list, lang] as const,
  brands: (keyword: string) => [queryRoots.reference, 'brands', keyword] as const,
  categories: (lang: Lang) => [queryRoots.reference, 'categories', lang] as const,
};
