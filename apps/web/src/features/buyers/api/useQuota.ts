import { apiPaths, type Quota, QuotaSchema } from '@sc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** My buyer-contact quota: total, used, remaining and spendable now (supplier/service/quota). */
export function fetchQuota(signal?: AbortSignal): Promise<Quota> {
  return apiPost(apiPaths.quotaInfo, {}, { schema: QuotaSchema, overlay: false, signal });
}

export const quotaQuery = queryOptions({
  queryKey: [queryRoots.service, 'quota'],
  queryFn: ({ signal }) => fetchQuota(signal),
});

export function useQuota() {
  return useQuery(quotaQuery);
}
