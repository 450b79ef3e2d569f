import {
  apiPaths,
  type ContactCheck,
  ContactCheckSchema,
  type ContactResult,
  ContactResultSchema,
} from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** chat/check: may I contact this buyer, and would it spend a contact? Spends nothing. */
export function checkContact(buyerId: number): Promise<ContactCheck> {
  return apiPost(apiPaths.chatCheck, { buyerId }, { schema: ContactCheckSchema, overlay: false });
}

/** chat/contact: opens the contact, spending one contact when the server says it costs. */
export function contactBuyer(buyerId: number): Promise<ContactResult> {
  return apiPost(apiPaths.chatContact, { buyerId }, { schema: ContactResultSchema, overlay: false });
}

/** Contacts a buyer, then refreshes the quota, the ledger and every buyer list and detail. */
export function useContactBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contactBuyer,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.service] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.buyers] });
    },
  });
}
