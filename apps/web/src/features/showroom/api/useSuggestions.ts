import { apiPaths, type ShowroomSuggestion, ShowroomSuggestionListSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { showroomKeys } from './showroomKeys';

/** My products worth displaying, best first (showcase/recommendingCommodities). */
export function fetchSuggestions(limit: number, signal?: AbortSignal): Promise<ShowroomSuggestion[]> {
  return apiPost(
    apiPaths.showroomSuggestions,
    { limit },
    { schema: ShowroomSuggestionListSchema, overlay: false, notify: false, signal },
  );
}

/** Suggestions for the showroom; idle while `isEnabled` is false (e.g. the showroom is full). */
export function useSuggestions(limit: number, isEnabled = true) {
  return useQuery({
    queryKey: showroomKeys.suggestions(limit),
    queryFn: ({ signal }) => fetchSuggestions(limit, signal),
    enabled: isEnabled,
  });
}
