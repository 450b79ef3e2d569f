import type { ClientToServerEvents, ServerToClientEvents } from '@sc/contract';
import { io, type Socket } from 'socket.io-client';
import { endConsoleSession } from './consoleHttp';

export type ConsoleSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The console's own connection (its token, a separate Manager), so it never shares or ends the
 * portal's socket in the same tab. The caller disconnects it when the console unmounts or signs out.
 */
export function connectConsoleSocket(token: string): ConsoleSocket {
  const socket: ConsoleSocket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    forceNew: true,
  });
  socket.on('session:ended', ({ reason }) => endConsoleSession(reason));
  socket.on('connect_error', (error) => {
    console.warn('Console socket connect error', error.message);
    if (error.message === 'UNAUTHORIZED') endConsoleSession();
    if (error.message === 'SESSION_REPLACED') endConsoleSession('replaced');
  });
  return socket;
}
