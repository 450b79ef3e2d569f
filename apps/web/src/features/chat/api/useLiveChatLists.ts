import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatEvents } from '../chatEvents';
import { chatKeys } from './chatKeys';

/**
 * Refreshes the conversation lists and counts when a message comes or goes, a colleague hands me a
 * conversation, or after a reconnect.
 */
export function useLiveChatLists() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      // A burst of messages refreshes once.
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.counts() });
      }, 300);
    };
    const offs = [
      chatEvents.on('messageOn', refresh),
      chatEvents.on('sent', refresh),
      chatEvents.on('viewed', refresh),
      chatEvents.on('connected', refresh),
      chatEvents.on('handedOver', refresh),
    ];
    return () => {
      for (const off of offs) off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
