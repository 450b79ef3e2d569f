import { apiPaths } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** Deletes a quote (quote/delete). */
export function deleteQuote(id: number): Promise<unknown> {
  return apiPost(apiPaths.quoteDelete, { id }, { overlay: false });
}

/** Deletes a quote; refreshes quotes and my products (their quote status). */
export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
