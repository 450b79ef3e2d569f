import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** One product of a supplier, with its pictures (records a visit). */
export function useShowroomProduct(productId: number | null) {
  return useQuery({
    queryKey: buyerAppKeys.product(productId ?? 0),
    queryFn: () => buyerCall(buyerAppCalls.product, { productId: productId ?? 0 }, { notify: false }),
    enabled: productId !== null,
    staleTime: 60_000,
  });
}
