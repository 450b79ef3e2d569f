import { apiPaths } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** Deletes one of my products (supp/product/delete); the server may refuse and say why. */
export function deleteProduct(id: number): Promise<unknown> {
  return apiPost(apiPaths.myProductDelete, { id });
}

/** Deletes a product and refreshes my products, quotes and the catalogue marks. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      for (const root of [queryRoots.products, queryRoots.catalogue, queryRoots.quotes]) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
