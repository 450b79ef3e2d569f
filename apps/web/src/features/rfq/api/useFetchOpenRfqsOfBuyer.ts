import { type OpenRfqsOfBuyer, rfqCalls } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { rfqKeys } from './rfqKeys';

/**
 * Quote Now in the buyer pool: asks for the open RFQs of a buyer (rfq/quote/forBuyer) at the time
 * of the click. Null when the call failed (the http client has said why).
 */
export function useFetchOpenRfqsOfBuyer() {
  const queryClient = useQueryClient();
  const { lang } = useLanguage();
  return useCallback(
    async (buyerId: number): Promise<OpenRfqsOfBuyer | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: rfqKeys.openOfBuyer(lang, buyerId),
          queryFn: ({ signal }) => apiCall(rfqCalls.openOfBuyer, { buyerId }, { overlay: false, signal }),
          staleTime: 0,
        });
      } catch {
        return null;
      }
    },
    [queryClient, lang],
  );
}
