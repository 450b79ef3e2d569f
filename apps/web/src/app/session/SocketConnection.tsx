import { useEffect } from 'react';
import { connectSocket, disconnectSocket } from '../../lib/socket';

/** Holds the Socket.IO connection while mounted (signed in); loaded lazily to keep the login light. */
export function SocketConnection({ token }: { token: string }) {
  useEffect(() => {
    connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
  return null;
}
