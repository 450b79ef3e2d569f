import { ErrorCode, type MasterProduct, type Page, type Product, productCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/ApiError';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { catalogueKeys } from './catalogueKeys';

/** Links a catalogue product into the supplier's own list (supp/product/link). */
export function linkMasterProduct(masterProductId: number): Promise<Product> {
  return apiCall(productCalls.link, { masterProductId }, { overlay: false, notify: false });
}

/**
 * "Add to my list": marks the card as in the list at once, then refreshes the catalogue and the
 * supplier's product lists. A product that was already linked is treated the same way.
 */
export function useAddToMyList() {
  const queryClient = useQueryClient();
  const markLinked = (masterProductId: number, myProductId: number) =>
    queryClient.setQueriesData<Page<MasterProduct>>({ queryKey: catalogueKeys.master() }, (page) =>
      page
        ? {
            ...page,
            list: page.list.map((item) => (item.id === masterProductId ? { ...item, myProductId } : item)),
          }
        : page,
    );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
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
