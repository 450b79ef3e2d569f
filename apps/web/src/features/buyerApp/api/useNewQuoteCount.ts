import { MESSAGE_TYPE } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buyerChatEvents } from '../realtime/buyerChatClient';
import { buyerAppKeys } from './buyerAppKeys';
import { useMyRfqs } from './useMyRfqs';

/**
 * Quotes I have not looked at yet over my active RFQs (the RFQs tab's badge); shares My RFQs' first
 * page, and reads my RFQs again when a quote arrives in a chat.
 */
export function useNewQuoteCount(isEnabled = true): number {
  const queryClient = useQueryClient();
  const rfqs = useMyRfqs('active', 1, isEnabled);
  useEffect(
    () =>
      buyerChatEvents.on('message', (message) => {
        if (message.type === MESSAGE_TYPE.rfqQuote)
          void queryClient.invalidateQueries({ queryKey: buyerAppKeys.rfqs() });
      }),
    [queryClient],
  );
  return (rfqs.data?.list ?? []).reduce((total, rfq) => total + rfq.newQuotes, 0);
}
