import { type ShowroomExhibits, showroomCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { orderExhibits } from '../exhibitOrder';
import { showroomKeys } from './showroomKeys';

/**
 * Reorders at once on screen, then on the server; the server's answer replaces the list, and a
 * refusal puts the old order back (the HTTP client shows why).
 */
export function useSortExhibits() {
  const queryClient = useQueryClient();
  const key = showroomKeys.exhibits();
  return useMutation({
    mutationFn: (productIds: number[]) => apiCall(showroomCalls.sort, { productIds }, { overlay: false }),
    onMutate: async (productIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ShowroomExhibits>(key);
      if (previous)
        queryClient.setQueryData(key, { ...previous, list: orderExhibits(previous.list, productIds) });
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (exhibits) => queryClient.setQueryData(key, exhibits),
  });
}
