import { buyerRfqCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** The six buyer categories and their sub-categories, named in the UI language (the RFQ form's cascader). */
export function useRfqCategories() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerAppKeys.rfqCategories(lang),
    queryFn: ({ signal }) => buyerCall(buyerRfqCalls.categories, {}, { notify: false, signal }),
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });
}
