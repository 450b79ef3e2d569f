import { apiPaths, type ShowroomExhibits, ShowroomExhibitsSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { showroomKeys } from './showroomKeys';

/** Displays my products after those shown (showcase/addSupplierShowcaseProduct); all or nothing. */
export function addExhibits(productIds: number[]): Promise<ShowroomExhibits> {
  return apiPost(
    apiPaths.showroomExhibitAdd,
    { productIds },
    { schema: ShowroomExhibitsSchema, overlay: false },
  );
}

/** Adds exhibits; refreshes the showroom (list and suggestions) and the "In showroom" marks of my products. */
export function useAddExhibits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExhibits,
    onSuccess: (exhibits) => {
      queryClient.setQueryData(showroomKeys.exhibits(), exhibits);
      void queryClient.invalidateQueries({ queryKey: showroomKeys.allSuggestions() });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
