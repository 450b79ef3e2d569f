import { useEffect } from 'react';
import { startChatRealtime } from '../../features/chat/chatRealtime';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { useSession } from '../../lib/useSession';

/**
 * Holds the Socket.IO connection while mounted (signed in), with the chat listeners of the user's
 * own code attached; loaded lazily to keep the login light.
 */
export function SocketConnection({ token }: { token: string }) {
  const { adminCode } = useSession();
  useEffect(() => {
    connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
  useEffect(() => {
    const socket = connectSocket(token);
    return startChatRealtime(socket, adminCode);
  }, [token, adminCode]);
  return null;
}
