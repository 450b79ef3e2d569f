import type { ChatMessage } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryRoots } from '../../lib/queryRoots';
import { markViewed } from './api/chatApi';
import { refreshUnreadCount } from './chatRealtime';
import { newestFromBuyer } from './chatThread';

function usePageVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const handle = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', handle);
    return () => document.removeEventListener('visibilitychange', handle);
  }, []);
  return isVisible;
}

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
  const isVisible = usePageVisible();
  const marked = useRef(new Map<number, number>());
  const newest = newestFromBuyer(messages);
  const upToId = newest && !newest.viewedAt ? newest.id : null;

  useEffect(() => {
    if (!isOpen || !isVisible || conversationId === null || upToId === null) return;
    if ((marked.current.get(conversationId) ?? 0) >= upToId) return;
    marked.current.set(conversationId, upToId);
    void markViewed(conversationId, upToId)
      .then(() => {
        refreshUnreadCount();
        void queryClient.invalidateQueries({ queryKey: [queryRoots.chat, 'list'] });
        void queryClient.invalidateQueries({ queryKey: [queryRoots.chat, 'counts'] });
      })
      .catch(() => marked.current.delete(conversationId));
  }, [conversationId, upToId, isOpen, isVisible, queryClient]);
}
