import { apiPaths, type Product, type ProductInput, ProductSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** Creates a product (supp/product/create), or updates one when `id` is given (supp/product/update). */
export function saveProduct({ id, input }: { id: number | null; input: ProductInput }): Promise<Product> {
  const path = id === null ? apiPaths.myProductCreate : apiPaths.myProductUpdate;
  const body = id === null ? input : { ...input, id };
  return apiPost(path, body, { schema: ProductSchema, notify: false, overlay: false });
}

/** Saves the product form; refreshes my products and the catalogue's "in my list" marks. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.catalogue] });
    },
  });
}
