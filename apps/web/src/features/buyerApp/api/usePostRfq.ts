import { buyerRfqCalls, type MyRfq, type PostRfq } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerAppKeys } from './buyerAppKeys';
import { buyerCall } from './buyerHttp';

/** Posts an RFQ; the form shows a failure on its fields, so nothing is toasted here. */
export function usePostRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostRfq): Promise<MyRfq> => buyerCall(buyerRfqCalls.create, input, { notify: false }),
    onSuccess: (rfq) => {
      queryClient.setQueryData(buyerAppKeys.rfq(rfq.id), { ...rfq, quotes: [] });
      void queryClient.invalidateQueries({ queryKey: buyerAppKeys.rfqs() });
    },
  });
}
