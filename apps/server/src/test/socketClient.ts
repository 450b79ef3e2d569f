import type { ClientToServerEvents, ServerToClientEvents } from '@sc/contract';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './testApp.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts listening on a free loopback port (once) and returns the base URL. */
export async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return listen(t);
}

/** Connects a real Socket.IO client; resolves once connected or rejects with the server's reason. */
export function connectSocket(
  url: string,
  token: string | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket: TestSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      extraHeaders,
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
