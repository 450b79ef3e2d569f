import { apiPaths, type Quote, type QuoteInput, QuoteSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

export type QuoteFields = Omit<QuoteInput, 'productId'>;

/** Creates the product's quote (quote/create), or updates it when `id` is given (quote/update). */
export function saveQuote({
  id,
  productId,
  fields,
}: {
  id: number | null;
  productId: number;
  fields: QuoteFields;
}): Promise<Quote> {
  if (id === null)
    return apiPost(
      apiPaths.quoteCreate,
      { ...fields, productId },
      { schema: QuoteSchema, notify: false, overlay: false },
    );
  return apiPost(
    apiPaths.quoteUpdate,
    { ...fields, id },
    { schema: QuoteSchema, notify: false, overlay: false },
  );
}

/** Saves a quote; refreshes quotes and my products (their quote status). */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.quotes] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
