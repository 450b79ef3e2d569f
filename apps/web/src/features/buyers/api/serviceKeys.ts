import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of my service and quota; a contact or payment refreshes everything under `all`. */
export const serviceKeys = {
  all: [queryRoots.service] as const,
  status: () => [queryRoots.service, 'status'] as const,
  quota: () => [queryRoots.service, 'quota'] as const,
  ledger: (pageIndex: number, pageSize: number) =>
    [queryRoots.service, 'ledger', pageIndex, pageSize] as const,
};
