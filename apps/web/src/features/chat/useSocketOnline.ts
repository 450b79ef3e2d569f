import { useEffect, useState } from 'react';
import { getSocket } from '../../lib/socketHub';
import { chatEvents } from './chatEvents';

/** Whether the socket is connected now (messages typed while offline wait in the outbox). */
export function useSocketOnline(): boolean {
  const [isOnline, setIsOnline] = useState(() => getSocket()?.connected ?? false);
  useEffect(() => {
    setIsOnline(getSocket()?.connected ?? false);
    const offs = [
      chatEvents.on('connected', () => setIsOnline(true)),
      chatEvents.on('disconnected', () => setIsOnline(false)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);
  return isOnline;
}
