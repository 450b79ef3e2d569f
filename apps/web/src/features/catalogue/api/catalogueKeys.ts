import type { Lang, MasterProductQuery } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of the platform catalogue; "in my list" marks change when my products change. */
export const catalogueKeys = {
  all: [queryRoots.catalogue] as const,
  master: () => [queryRoots.catalogue, 'master'] as const,
  masterPage: (lang: Lang, query: MasterProductQuery) =>
    [queryRoots.catalogue, 'master', lang, query] as const,
};
