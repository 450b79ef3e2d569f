import { rfqCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rfqKeys } from './rfqKeys';

/** An RFQ in full (rfq/public/info) with the buyer's card and my quote, while `rfqId` is set. */
export function useRfqDetail(rfqId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: rfqKeys.detail(lang, rfqId),
    queryFn: ({ signal }) =>
      apiCall(rfqCalls.info, { rfqId: rfqId ?? 0 }, { overlay: false, notify: false, signal }),
    enabled: rfqId !== null,
  });
}
