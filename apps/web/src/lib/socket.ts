import { STORAGE_KEYS } from '@sc/contract';
import { io } from 'socket.io-client';
import { appEvents } from './appEvents';
import { showErrorMessage } from './feedback';
import { translate } from './i18n';
import { endSession } from './sessionEnd';
import {
  type AppSocket,
  announcePermissionsChanged,
  announceReconnect,
  getSocket,
  setSocket,
} from './socketHub';
import { local } from './storage';

export type { AppSocket } from './socketHub';
export { getSocket, onPermissionsChanged, onReconnected, watchSocket } from './socketHub';

let socketToken: string | null = null;

function setConnected(isConnected: boolean) {
  local.set(STORAGE_KEYS.socketConnected, String(isConnected));
}

/** Connects with the session token (same origin, /socket.io); reuses a connection for the same token. */
export function connectSocket(token: string): AppSocket {
  const current = getSocket();
  if (current && socketToken === token) return current;
  disconnectSocket();
  const next: AppSocket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  next.on('connect', () => setConnected(true));
  next.on('connect_error', (error) => {
    setConnected(false);
    console.warn('Socket connect error', error.message);
  });
  next.on('disconnect', (reason) => {
    setConnected(false);
    // Our own disconnect (logout) removes the listeners first, so this is always unexpected.
    console.warn('Socket disconnected', reason);
    showErrorMessage(translate('http.socketDisconnect'));
  });
  // `expired`: the socket's next action found the session over, as an HTTP 401 would.
  next.on('session:ended', ({ reason, note }) => {
    if (reason === 'suspended')
      endSession(reason, translate('error.COMPANY_SUSPENDED', { reason: note ?? '' }));
    else endSession(reason === 'expired' ? 'unauthorized' : reason);
  });
  // The user's roles or permissions changed: the menu and routes are fetched again (no sign-out).
  next.on('permissions:changed', announcePermissionsChanged);
  next.io.on('reconnect', announceReconnect);
  socketToken = token;
  setSocket(next);
  return next;
}

/** Removes every listener and disconnects on purpose (logout): no "Socket Disconnect" toast. */
export function disconnectSocket(): void {
  const socket = getSocket();
  if (!socket) return;
  socket.removeAllListeners();
  socket.io.off('reconnect', announceReconnect);
  socket.disconnect();
  socketToken = null;
  setSocket(null);
  setConnected(false);
}

appEvents.on('logout', () => disconnectSocket());
