import { quotationCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

/** Duplicate, delete (drafts) and archive/restore; each refreshes my quotations. */
export function useQuotationLifecycle() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
  return {
    duplicate: useMutation({
      mutationFn: (id: number) => apiCall(quotationCalls.duplicate, { id }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(quotationCalls.delete, { id }),
      onSuccess,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
        apiCall(quotationCalls.archive, { id, archived }),
      onSuccess,
    }),
  };
}
