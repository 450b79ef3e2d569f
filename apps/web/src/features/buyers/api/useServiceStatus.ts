import { serviceCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { serviceKeys } from './serviceKeys';

/**
 * My company's live service: trial or subscription with days left, or none. `enabled: false` for a
 * user whose role cannot read it (e.g. Content), so no refused call is made.
 */
export function useServiceStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: serviceKeys.status(),
    queryFn: ({ signal }) => apiCall(serviceCalls.effectiveService, {}, { overlay: false, signal }),
  });
}
