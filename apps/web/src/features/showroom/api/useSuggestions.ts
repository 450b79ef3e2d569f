import { showroomCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { showroomKeys } from './showroomKeys';

/** My products worth displaying, best first; idle while `isEnabled` is false (e.g. the showroom is full). */
export function useSuggestions(limit: number, isEnabled = true) {
  return useQuery({
    queryKey: showroomKeys.suggestions(limit),
    queryFn: ({ signal }) =>
      apiCall(showroomCalls.suggestions, { limit }, { overlay: false, notify: false, signal }),
    enabled: isEnabled,
  });
}
