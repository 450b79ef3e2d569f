import { useMutation, useQueryClient } from '@tanstack/react-query';
import { starConversation } from './chatApi';
import { chatKeys } from './chatKeys';

/** Stars or unstars a conversation, then refreshes the lists and the tab counts. */
export function useStarConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, starred }: { conversationId: number; starred: boolean }) =>
      starConversation(conversationId, starred),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
