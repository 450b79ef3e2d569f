import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the showroom feature, all under the `showroom` root. */
export const showroomKeys = {
  all: [queryRoots.showroom] as const,
  exhibits: () => [queryRoots.showroom, 'exhibits'] as const,
  allSuggestions: () => [queryRoots.showroom, 'suggestions'] as const,
  suggestions: (limit: number) => [queryRoots.showroom, 'suggestions', limit] as const,
};
