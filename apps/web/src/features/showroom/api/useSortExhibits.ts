import { apiPaths, type ShowroomExhibits, ShowroomExhibitsSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { orderExhibits } from '../exhibitOrder';
import { showroomKeys } from './showroomKeys';

/** Puts my displayed products in a new order (showcase/sortSupplierShowcaseProduct). */
export function sortExhibits(productIds: number[]): Promise<ShowroomExhibits> {
  return apiPost(
    apiPaths.showroomExhibitSort,
    { productIds },
    { schema: ShowroomExhibitsSchema, overlay: false },
  );
}

/**
 * Reorders at once on screen, then on the server; the server's answer replaces the list, and a
 * refusal puts the old order back (the HTTP client shows why).
 */
export function useSortExhibits() {
  const queryClient = useQueryClient();
  const key = showroomKeys.exhibits();
  return useMutation({
    mutationFn: sortExhibits,
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
