import { buyerAppCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** A supplier's showroom: company profile, products and my conversation with it (records a visit). */
export function useSupplierShowroom(supplierId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerAppKeys.showroom(supplierId ?? 0, lang),
    queryFn: () =>
      buyerCall(buyerAppCalls.supplierShowroom, { supplierId: supplierId ?? 0 }, { notify: false }),
    enabled: supplierId !== null,
    staleTime: 60_000,
  });
}
