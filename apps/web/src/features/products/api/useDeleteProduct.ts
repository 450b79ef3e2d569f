import { productCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { productKeys } from './productKeys';

/** Deletes one of my products (supp/product/delete); the server may refuse and say why. */
export function deleteProduct(id: number): Promise<null> {
  return apiCall(productCalls.delete, { id });
}

/** Deletes a product and refreshes my products, quotes and the catalogue marks. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      for (const queryKey of [productKeys.all, [queryRoots.catalogue], [queryRoots.quotes]]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
