import type { ChatMessage } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { newestUnviewedFromOther } from '../../lib/chat/chatMessages';
import { useDocumentVisible } from '../../lib/chat/useDocumentVisible';
import { markViewed } from './api/chatApi';
import { chatKeys } from './api/chatKeys';
import { refreshUnreadCount } from './chatRealtime';

/**
 * While a conversation is open on screen and the tab is visible, marks the buyer's messages viewed
 * up to the newest one (chat/record/view), then refreshes the lists and the header's unread count.
 */
export function useMarkViewed(
  conversationId: number | null,
  messages: readonly ChatMessage[],
  isOpen: boolean,
) {
  const queryClient = useQueryClient();
  const isVisible = useDocumentVisible();
  const marked = useRef(new Map<number, number>());
  const upToId = newestUnviewedFromOther(messages, 'supplier');

  useEffect(() => {
    if (!isOpen || !isVisible || conversationId === null || upToId === null) return;
    if ((marked.current.get(conversationId) ?? 0) >= upToId) return;
    marked.current.set(conversationId, upToId);
    void markViewed(conversationId, upToId)
      .then(() => {
        refreshUnreadCount();
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.counts() });
      })
      .catch(() => marked.current.delete(conversationId));
  }, [conversationId, upToId, isOpen, isVisible, queryClient]);
}
