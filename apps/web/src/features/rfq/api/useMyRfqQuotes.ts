import { type MyQuotesQuery, rfqCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rfqKeys } from './rfqKeys';

/** One page of my company's quotes on RFQs (rfq/quote/list), newest first, with how each stands. */
export function useMyRfqQuotes(query: MyQuotesQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: rfqKeys.myQuotes(lang, query),
    queryFn: ({ signal }) => apiCall(rfqCalls.myQuotes, query, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
