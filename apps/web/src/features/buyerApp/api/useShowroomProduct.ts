import { apiPaths, ShowroomProductSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerPost } from './buyerHttp';
import { buyerQueryKeys } from './buyerQueryKeys';

/** One product of a supplier, with its pictures (records a visit). */
export function useShowroomProduct(productId: number | null) {
  return useQuery({
    queryKey: buyerQueryKeys.product(productId ?? 0),
    queryFn: () =>
      buyerPost(
        apiPaths.buyerAppProductInfo,
        { productId },
        { schema: ShowroomProductSchema, notify: false },
      ),
    enabled: productId !== null,
    staleTime: 60_000,
  });
}
