import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchSocket } from '../../lib/socketHub';
import { homeKeys } from './api/homeKeys';

/** Refreshes the notice badge, pop-up and lists when the server announces a notice (and after a reconnect). */
export function useNoticesLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let detach = () => {};
    const stopWatching = watchSocket((socket) => {
      detach();
      detach = () => {};
      if (!socket) return;
      const refresh = () => void queryClient.invalidateQueries({ queryKey: homeKeys.notices() });
      socket.on('notice:changed', refresh);
      socket.on('connect', refresh);
      detach = () => {
        socket.off('notice:changed', refresh);
        socket.off('connect', refresh);
      };
    });
    return () => {
      stopWatching();
      detach();
    };
  }, [queryClient]);
}
