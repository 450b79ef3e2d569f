import type { Page, SupportInboxItem, SupportMessage, SupportThread } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectConsoleSocket } from '../../lib/console/consoleSocket';
import { supportKeys } from './api/supportKeys';
import { applyInboxMessage } from './inboxUpdate';
import { addSupportMessage } from './supportMessages';

/**
 * The console's live updates over its own socket: each `support:message` updates the inbox pages
 * and the thread it belongs to. A company message in the thread being read is fetched again through
 * the thread call, which marks it viewed. `readingThreadId` is the open thread while the tab is in front.
 */
export function useConsoleSupportLive(token: string | null, readingThreadId: number | null): void {
  const queryClient = useQueryClient();
  const reading = useRef(readingThreadId);
  reading.current = readingThreadId;

  useEffect(() => {
    if (!token) return;
    const socket = connectConsoleSocket(token);
    const handleMessage = (message: SupportMessage) => {
      const openId = reading.current;
      for (const [key, page] of queryClient.getQueriesData<Page<SupportInboxItem>>({
        queryKey: supportKeys.inboxes(),
      })) {
        if (!page) continue;
        const result = applyInboxMessage(page, message, openId);
        if (result.isListed) queryClient.setQueryData(key, result.page);
        else if (page.pageIndex === 1) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      const threadKey = supportKeys.thread(message.threadId);
      queryClient.setQueryData<SupportThread>(threadKey, (thread) =>
        thread ? addSupportMessage(thread, message, 'supplier') : thread,
      );
      if (message.senderKind === 'supplier' && message.threadId === openId) {
        void queryClient.invalidateQueries({ queryKey: threadKey, exact: true });
      }
    };
    // After a reconnect, read everything again: messages may have come while the socket was down.
    let hasConnected = false;
    const handleConnect = () => {
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      hasConnected = true;
    };
    socket.on('support:message', handleMessage);
    socket.on('connect', handleConnect);
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, queryClient]);
}
