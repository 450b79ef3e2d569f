import { apiPaths, type Quotation, type QuotationInput, QuotationSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** Creates a quotation (quotation/create), or updates one when `id` is given (quotation/update). */
export function saveQuotation({
  id,
  input,
}: {
  id: number | null;
  input: QuotationInput;
}): Promise<Quotation> {
  if (id === null)
    return apiPost(apiPaths.quotationCreate, input, {
      schema: QuotationSchema,
      notify: false,
      overlay: false,
    });
  return apiPost(
    apiPaths.quotationUpdate,
    { ...input, id },
    { schema: QuotationSchema, notify: false, overlay: false },
  );
}

/** Saves the quotation form; refreshes my quotations (lists and the saved one). */
export function useSaveQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuotation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.quotations] });
    },
  });
}
