import { chatCalls, type Handoff } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

/** chat/conversation/handoff/colleagues: who can take a conversation (active colleagues with chat). */
export function useHandoffColleagues(isEnabled: boolean) {
  return useQuery({
    queryKey: chatKeys.handoffColleagues(),
    queryFn: ({ signal }) =>
      apiCall(chatCalls.handoffColleagues, {}, { overlay: false, notify: false, signal }),
    enabled: isEnabled,
  });
}

/** chat/conversation/handoff: hands a conversation to a colleague, then refreshes every chat list. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Handoff) => apiCall(chatCalls.handoff, input, { overlay: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
