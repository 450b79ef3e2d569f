import { type ClientToServerEvents, type ServerToClientEvents, STORAGE_KEYS } from '@sc/contract';
import { io, type Socket } from 'socket.io-client';
import { appEvents } from './appEvents';
import { createEmitter } from './emitter';
import { showErrorMessage } from './feedback';
import { translate } from './i18n';
import { endSession } from './sessionEnd';
import { local } from './storage';

/** The portal's Socket.IO connection, typed by the contract's event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let socketToken: string | null = null;
const socketWatchers = new Set<(socket: AppSocket | null) => void>();
const permissionEvents = createEmitter<{ changed: null; reconnected: null }>();

function setSocket(next: AppSocket | null) {
  socket = next;
  for (const watcher of [...socketWatchers]) watcher(next);
}

/** Back after a drop: a change announced meanwhile was missed, so it is checked for. */
function announceReconnect() {
  permissionEvents.emit('reconnected', null);
}

function setConnected(isConnected: boolean) {
  local.set(STORAGE_KEYS.socketConnected, String(isConnected));
}

/** Connects with the session token (same origin, /socket.io); reuses a connection for the same token. */
export function connectSocket(token: string): AppSocket {
  if (socket && socketToken === token) return socket;
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
  next.on('permissions:changed', () => permissionEvents.emit('changed', null));
  next.io.on('reconnect', announceReconnect);
  socketToken = token;
  setSocket(next);
  return next;
}

/** Removes every listener and disconnects on purpose (logout): no "Socket Disconnect" toast. */
export function disconnectSocket(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.io.off('reconnect', announceReconnect);
  socket.disconnect();
  socketToken = null;
  setSocket(null);
  setConnected(false);
}

/** The live connection, for features that listen to or emit events; null when signed out. */
export function getSocket(): AppSocket | null {
  return socket;
}

/**
 * Calls `watcher` with the current connection now and with each new one (or null after logout), so
 * components mounted before the lazily loaded connection can attach their listeners.
 */
export function watchSocket(watcher: (socket: AppSocket | null) => void): () => void {
  socketWatchers.add(watcher);
  watcher(socket);
  return () => {
    socketWatchers.delete(watcher);
  };
}

/**
 * Calls `listener` each time the server says the signed-in user's roles or permissions changed
 * (socket `permissions:changed`), whichever connection carried it; returns the unsubscribe.
 */
export function onPermissionsChanged(listener: () => void): () => void {
  return permissionEvents.on('changed', listener);
}

/**
 * Calls `listener` each time the connection comes back after a drop (not at the first connect): what
 * the server announced meanwhile never arrived. Returns the unsubscribe.
 */
export function onReconnected(listener: () => void): () => void {
  return permissionEvents.on('reconnected', listener);
}

appEvents.on('logout', () => disconnectSocket());
