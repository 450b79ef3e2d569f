import { quoteCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { quoteKeys } from './quoteKeys';

/** Deletes a quote (quote/delete). */
export function deleteQuote(id: number): Promise<null> {
  return apiCall(quoteCalls.delete, { id }, { overlay: false });
}

/** Deletes a quote; refreshes quotes and my products (their quote status). */
export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
