import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the showroom feature, all under the `showroom` root but the product picker's. */
export const showroomKeys = {
  all: [queryRoots.showroom] as const,
  exhibits: () => [queryRoots.showroom, 'exhibits'] as const,
  allSuggestions: () => [queryRoots.showroom, 'suggestions'] as const,
  suggestions: (limit: number) => [queryRoots.showroom, 'suggestions', limit] as const,
  /** Under the products root, so any change to my products refreshes the picker too. */
  productPicker: (lang: string, keyword: string, pageIndex: number) =>
    [queryRoots.products, 'showroomPicker', lang, keyword, pageIndex] as const,
};
