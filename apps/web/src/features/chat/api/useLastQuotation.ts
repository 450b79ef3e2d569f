import { apiPaths, type LastQuotation, LastQuotationSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** chat/quotation/last: the quotation my company sent last in any chat, while it is still open. */
export function fetchLastQuotation(signal?: AbortSignal): Promise<LastQuotation> {
  return apiPost(
    apiPaths.chatLastQuotation,
    {},
    { schema: LastQuotationSchema, overlay: false, notify: false, signal },
  );
}

export const lastQuotationKey = [queryRoots.chat, 'lastQuotation'] as const;

/** "Use the last quotation": null when none was sent yet or it has expired since. */
export function useLastQuotation(isEnabled = true) {
  return useQuery({
    queryKey: lastQuotationKey,
    queryFn: ({ signal }) => fetchLastQuotation(signal),
    select: (result) => result.quotation,
    enabled: isEnabled,
    staleTime: 10_000,
  });
}
