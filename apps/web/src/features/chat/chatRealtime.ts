import { type ChatMessage, TIMINGS, type ViewedReceipt } from '@sc/contract';
import { showSuccessMessage } from '../../lib/feedback';
import { translate } from '../../lib/i18n';
import type { AppSocket } from '../../lib/socketHub';
import { fetchUnreadCount } from './api/chatApi';
import { chatEvents } from './chatEvents';
import { outboxSignals } from './outboxStore';
import { createUnreadRefresher, shouldRefreshUnread } from './unreadRefresh';
import { unreadStore } from './unreadStore';

let current: ReturnType<typeof createUnreadRefresher> | null = null;

/** Refreshes the header's unread count now (e.g. after marking messages viewed). */
export function refreshUnreadCount(): void {
  void current?.refreshNow();
}

/**
 * Attaches the chat listeners to the signed-in socket (SPEC 4, 7): `message<adminCode>` becomes the
 * internal `messageOn` event and, by the SPEC 7 rule, refreshes the unread count 1000 ms later;
 * `chat:viewed` turns ticks; every (re)connect refreshes the count and flushes the outbox.
 * Returns the function that detaches them all (logout).
 */
export function startChatRealtime(socket: AppSocket, adminCode: string | null): () => void {
  const refresher = createUnreadRefresher({
    delayMs: TIMINGS.unreadRefreshDelayMs,
    fetchCount: fetchUnreadCount,
    onCount: (count) => unreadStore.set(count),
  });
  current = refresher;
  let hasConnected = false;
  const messageEvent = `message${adminCode ?? ''}` as const;

  const handleConnect = () => {
    const isReconnect = hasConnected;
    hasConnected = true;
    void refresher.refreshNow();
    outboxSignals.connected();
    chatEvents.emit('connected', { isReconnect });
  };
  const handleDisconnect = () => {
    outboxSignals.disconnected();
    chatEvents.emit('disconnected', null);
  };
  const handleMessage = (message: ChatMessage) => {
    chatEvents.emit('messageOn', message);
    if (message.clientId) outboxSignals.delivered(message.clientId);
    if (shouldRefreshUnread(message, adminCode)) refresher.schedule();
  };
  const handleViewed = (receipt: ViewedReceipt) => chatEvents.emit('viewed', receipt);
  // A colleague handed me a conversation: say so, refresh the lists and my unread count.
  const handleHandedOver = (payload: { conversationId: number; fromName: string }) => {
    chatEvents.emit('handedOver', payload);
    showSuccessMessage(translate('chat.handover.received', { name: payload.fromName }));
    void refresher.refreshNow();
  };

  socket.on('connect', handleConnect);
  socket.on('disconnect', handleDisconnect);
  if (adminCode) socket.on(messageEvent, handleMessage);
  socket.on('chat:viewed', handleViewed);
  socket.on('chat:handedOver', handleHandedOver);
  if (socket.connected) handleConnect();

  return () => {
    socket.off('connect', handleConnect);
    socket.off('disconnect', handleDisconnect);
    if (adminCode) socket.off(messageEvent, handleMessage);
    socket.off('chat:viewed', handleViewed);
    socket.off('chat:handedOver', handleHandedOver);
    refresher.cancel();
    if (current === refresher) current = null;
  };
}
