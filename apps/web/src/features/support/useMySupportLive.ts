import type { SupportMessage, SupportThread } from '@sc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchSocket } from '../../lib/socketHub';
import { supportKeys } from './api/supportKeys';
import { addSupportMessage } from './supportMessages';

/**
 * Keeps the widget's thread live from the portal's socket: each `support:message` joins the thread
 * once (by id); on each (re)connect the thread is fetched again to pick up what was missed.
 */
export function useMySupportLive(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    let detach = () => {};
    const stopWatching = watchSocket((socket) => {
      detach();
      detach = () => {};
      if (!socket) return;
      const handleMessage = (message: SupportMessage) => {
        queryClient.setQueryData<SupportThread>(supportKeys.myThread(), (thread) =>
          thread ? addSupportMessage(thread, message, 'staff') : thread,
        );
      };
      // Messages sent while the socket was down (or not yet up) come with a fresh read.
      const handleConnect = () => void queryClient.invalidateQueries({ queryKey: supportKeys.myThread() });
      socket.on('support:message', handleMessage);
      socket.on('connect', handleConnect);
      detach = () => {
        socket.off('support:message', handleMessage);
        socket.off('connect', handleConnect);
      };
    });
    return () => {
      stopWatching();
      detach();
    };
  }, [isEnabled, queryClient]);
}
