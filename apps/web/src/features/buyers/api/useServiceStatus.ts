import { apiPaths, type ServiceStatus, ServiceStatusSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** My company's live service: trial or subscription with days left, or none. */
export function fetchServiceStatus(signal?: AbortSignal): Promise<ServiceStatus> {
  return apiPost(apiPaths.effectiveService, {}, { schema: ServiceStatusSchema, overlay: false, signal });
}

export function useServiceStatus() {
  return useQuery({
    queryKey: [queryRoots.service, 'status'],
    queryFn: ({ signal }) => fetchServiceStatus(signal),
  });
}
