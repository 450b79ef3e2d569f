import { type Quotation, type QuotationInput, quotationCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { quotationKeys } from './quotationKeys';

/** Creates a quotation, or updates one when `id` is given; the form shows refusals itself. */
function saveQuotation({ id, input }: { id: number | null; input: QuotationInput }): Promise<Quotation> {
  const options = { notify: false, overlay: false };
  if (id === null) return apiCall(quotationCalls.create, input, options);
  return apiCall(quotationCalls.update, { ...input, id }, options);
}

/** Saves the quotation form; refreshes my quotations (lists and the saved one). */
export function useSaveQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuotation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
