import { buyerCalls, type ContactCheck } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { buyerKeys } from './buyerKeys';
import { serviceKeys } from './serviceKeys';

/** May I contact this buyer, and would it spend a contact? Spends nothing. */
export function checkContact(buyerId: number): Promise<ContactCheck> {
  return apiCall(buyerCalls.contactCheck, { buyerId }, { overlay: false });
}

/**
 * Contacts a buyer (spending one contact when the server says it costs), then refreshes the quota,
 * the ledger and every buyer list and detail.
 */
export function useContactBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyerId: number) => apiCall(buyerCalls.contact, { buyerId }, { overlay: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
}
