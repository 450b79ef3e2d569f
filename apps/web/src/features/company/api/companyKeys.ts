import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the company feature, all under the `company` root. */
export const companyKeys = {
  all: [queryRoots.company] as const,
  profile: () => [queryRoots.company, 'profile'] as const,
  state: () => [queryRoots.company, 'state'] as const,
  brands: () => [queryRoots.company, 'brands'] as const,
};
