import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** A supplier's showroom: company, products and my conversation with it (records a visit). */
export function useSupplierShowroom(supplierId: number | null) {
  return useQuery({
    queryKey: buyerAppKeys.showroom(supplierId ?? 0),
    queryFn: () =>
      buyerCall(buyerAppCalls.supplierShowroom, { supplierId: supplierId ?? 0 }, { notify: false }),
    enabled: supplierId !== null,
    staleTime: 60_000,
  });
}
