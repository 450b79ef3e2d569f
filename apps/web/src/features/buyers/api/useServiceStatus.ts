import { serviceCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { serviceKeys } from './serviceKeys';

/** My company's live service: trial or subscription with days left, or none. */
export function useServiceStatus() {
  return useQuery({
    queryKey: serviceKeys.status(),
    queryFn: ({ signal }) => apiCall(serviceCalls.effectiveService, {}, { overlay: false, signal }),
  });
}
