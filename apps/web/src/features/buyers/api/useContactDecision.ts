import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ContactDecision, decideContact } from '../contactDecision';
import { serviceKeys } from './serviceKeys';
import { checkContact } from './useContactBuyer';
import { quotaQuery } from './useQuota';

/**
 * Asks chat/check and reads a fresh quota at once, then decides what contacting the buyer means;
 * a refusal refreshes the quota. Null when the check failed (the http client has said why).
 */
export function useContactDecision() {
  const queryClient = useQueryClient();
  return useCallback(
    async (buyerId: number): Promise<ContactDecision | null> => {
      let decision: ContactDecision;
      try {
        const [check, quota] = await Promise.all([
          checkContact(buyerId),
          queryClient.fetchQuery({ ...quotaQuery, staleTime: 0 }).catch(() => null),
        ]);
        decision = decideContact(check, quota);
      } catch {
        return null;
      }
      if (decision.kind === 'refused') void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      return decision;
    },
    [queryClient],
  );
}
