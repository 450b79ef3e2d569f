import { type Quote, type QuoteInput, quoteCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { quoteKeys } from './quoteKeys';

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
  const options = { notify: false, overlay: false };
  if (id === null) return apiCall(quoteCalls.create, { ...fields, productId }, options);
  return apiCall(quoteCalls.update, { ...fields, id }, options);
}

/** Saves a quote; refreshes quotes and my products (their quote status). */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
    },
  });
}
