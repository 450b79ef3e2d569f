import { type Product, type ProductInput, productCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { productKeys } from './productKeys';

/** Creates a product (supp/product/create), or updates one when `id` is given (supp/product/update). */
export function saveProduct({ id, input }: { id: number | null; input: ProductInput }): Promise<Product> {
  const options = { notify: false, overlay: false };
  if (id === null) return apiCall(productCalls.create, input, options);
  return apiCall(productCalls.update, { ...input, id }, options);
}

/** Saves the product form; refreshes my products and the catalogue's "in my list" marks. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.catalogue] });
    },
  });
}
