import { serviceCalls } from '@sc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { serviceKeys } from './serviceKeys';

export const quotaQuery = queryOptions({
  queryKey: serviceKeys.quota(),
  queryFn: ({ signal }) => apiCall(serviceCalls.quota, {}, { overlay: false, signal }),
});

/** My buyer-contact quota: total, used, remaining and spendable now. */
export function useQuota() {
  return useQuery(quotaQuery);
}
