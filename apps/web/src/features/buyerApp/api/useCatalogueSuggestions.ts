import { buyerRfqCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** Typed this many characters, the RFQ form suggests catalogue products. */
const MIN_KEYWORD = 2;
const SUGGESTIONS = 8;

/** Catalogue products matching what the buyer types as the product wanted (words, UPC/EAN or MID). */
export function useCatalogueSuggestions(typed: string) {
  const { lang } = useLanguage();
  const keyword = useDebouncedValue(typed.trim());
  return useQuery({
    queryKey: buyerAppKeys.catalogue(keyword, lang),
    queryFn: ({ signal }) =>
      buyerCall(buyerRfqCalls.catalogue, { keyword, pageSize: SUGGESTIONS }, { notify: false, signal }),
    enabled: keyword.length >= MIN_KEYWORD,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
