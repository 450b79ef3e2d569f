import { chatCalls, type LastQuotation } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

/** chat/quotation/last: the quotation my company sent last in any chat, while it is still open. */
export function fetchLastQuotation(signal?: AbortSignal): Promise<LastQuotation> {
  return apiCall(chatCalls.lastQuotation, {}, { overlay: false, notify: false, signal });
}

/** "Use the last quotation": null when none was sent yet or it has expired since. */
export function useLastQuotation(isEnabled = true) {
  return useQuery({
    queryKey: chatKeys.lastQuotation(),
    queryFn: ({ signal }) => fetchLastQuotation(signal),
    select: (result) => result.quotation,
    enabled: isEnabled,
    staleTime: 10_000,
  });
}
