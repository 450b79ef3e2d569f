import { showroomCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { showroomKeys } from './showroomKeys';

/**
 * Stops displaying one of my products (the product stays); refreshes the showroom and the
 * "In showroom" marks of my products.
 */
export function useRemoveExhibit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => apiCall(showroomCalls.remove, { productId }, { overlay: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: showroomKeys.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
      // The showroom checklist counts displayed products.
      void queryClient.invalidateQueries({ queryKey: [queryRoots.company] });
    },
  });
}
