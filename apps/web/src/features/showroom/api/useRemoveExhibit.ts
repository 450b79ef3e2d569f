import { apiPaths } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { showroomKeys } from './showroomKeys';

/** Stops displaying one of my products (showcase/delSupplierShowcaseProduct); the product stays. */
export function removeExhibit(productId: number): Promise<unknown> {
  return apiPost(apiPaths.showroomExhibitRemove, { productId }, { overlay: false });
}

/** Removes an exhibit; refreshes the showroom and the "In showroom" marks of my products. */
export function useRemoveExhibit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeExhibit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
