import {
  apiPaths,
  ErrorCode,
  type MasterProduct,
  type Page,
  type Product,
  ProductSchema,
} from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/ApiError';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { masterProductsKey } from './useMasterProducts';

/** Links a catalogue product into the supplier's own list (supp/product/link). */
export function linkMasterProduct(masterProductId: number): Promise<Product> {
  return apiPost(
    apiPaths.myProductLink,
    { masterProductId },
    { schema: ProductSchema, overlay: false, notify: false },
  );
}

/**
 * "Add to my list": marks the card as in the list at once, then refreshes the catalogue and the
 * supplier's product lists. A product that was already linked is treated the same way.
 */
export function useAddToMyList() {
  const queryClient = useQueryClient();
  const markLinked = (masterProductId: number, myProductId: number) =>
    queryClient.setQueriesData<Page<MasterProduct>>({ queryKey: masterProductsKey }, (page) =>
      page
        ? {
            ...page,
            list: page.list.map((item) => (item.id === masterProductId ? { ...item, myProductId } : item)),
          }
        : page,
    );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [queryRoots.catalogue] });
    void queryClient.invalidateQueries({ queryKey: [queryRoots.products] });
  };
  return useMutation({
    mutationFn: linkMasterProduct,
    onSuccess: (product, masterProductId) => {
      markLinked(masterProductId, product.id);
      refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ALREADY_IN_LIST) refresh();
    },
  });
}
