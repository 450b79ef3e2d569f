import { showroomCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { showroomKeys } from './showroomKeys';

/**
 * Displays my products after those shown (all or nothing); refreshes the showroom (list and
 * suggestions) and the "In showroom" marks of my products.
 */
export function useAddExhibits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: number[]) => apiCall(showroomCalls.add, { productIds }, { overlay: false }),
    onSuccess: (exhibits) => {
      queryClient.setQueryData(showroomKeys.exhibits(), exhibits);
      void queryClient.invalidateQueries({ queryKey: showroomKeys.allSuggestions() });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
      // The showroom checklist counts displayed products.
      void queryClient.invalidateQueries({ queryKey: [queryRoots.company] });
    },
  });
}
