import { type Conversation, type Page, TIMINGS } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buyerAppKeys } from '../api/buyerAppKeys';
import { applyIncomingToList } from '../chat/conversationList';
import { buyerEvents } from '../session/buyerEvents';
import { useBuyerSession } from '../session/useBuyerSession';
import { buyerChatEvents, clearBuyerOutbox, connectBuyerChat, disconnectBuyerChat } from './buyerChatClient';
import { readingConversation } from './readingConversation';

/**
 * Keeps the buyer's connection open while signed in and the conversation list and unread badge in
 * step with live messages; a reconnect reloads both, a session end drops the buyer's data.
 */
export function useBuyerRealtime(): void {
  const { isSignedIn, token, adminCode } = useBuyerSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isSignedIn || !token || !adminCode) return;
    connectBuyerChat(token, adminCode);
    return () => disconnectBuyerChat();
  }, [isSignedIn, token, adminCode]);

  useEffect(() => {
    let unreadTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshUnreadSoon = () => {
      clearTimeout(unreadTimer);
      unreadTimer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: buyerAppKeys.unread() }),
        TIMINGS.unreadRefreshDelayMs,
      );
    };
    const offMessage = buyerChatEvents.on('message', (message) => {
      const page = queryClient.getQueryData<Page<Conversation>>(buyerAppKeys.conversations());
      const list = page ? applyIncomingToList(page.list, message, readingConversation()) : null;
      if (page && list) queryClient.setQueryData(buyerAppKeys.conversations(), { ...page, list });
      else void queryClient.invalidateQueries({ queryKey: buyerAppKeys.conversations() });
      if (message.senderKind !== 'buyer') refreshUnreadSoon();
    });
    const offReconnected = buyerChatEvents.on('reconnected', () => {
      void queryClient.invalidateQueries({ queryKey: buyerAppKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: buyerAppKeys.unread() });
    });
    const offEnded = buyerEvents.on('ended', () => {
      disconnectBuyerChat();
      clearBuyerOutbox();
      queryClient.removeQueries({ queryKey: buyerAppKeys.all });
    });
    return () => {
      clearTimeout(unreadTimer);
      offMessage();
      offReconnected();
      offEnded();
    };
  }, [queryClient]);
}
