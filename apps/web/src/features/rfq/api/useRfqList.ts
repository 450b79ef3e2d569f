import { type RfqListQuery, rfqCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rfqKeys } from './rfqKeys';

/** One page of open RFQs (rfq/public/list), Featured or Newest; the last page stays while the next loads. */
export function useRfqList(query: RfqListQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: rfqKeys.list(lang, query),
    queryFn: ({ signal }) => apiCall(rfqCalls.list, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
