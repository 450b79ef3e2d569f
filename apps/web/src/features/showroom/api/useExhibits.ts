import { showroomCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { showroomKeys } from './showroomKeys';

/** My displayed products in the order buyers see them, and how many the showroom can hold. */
export function useExhibits() {
  return useQuery({
    queryKey: showroomKeys.exhibits(),
    queryFn: ({ signal }) => apiCall(showroomCalls.list, {}, { overlay: false, notify: false, signal }),
  });
}
