import type { ClientToServerEvents, ServerToClientEvents } from '@sc/contract';
import type { Socket } from 'socket.io-client';
import { createEmitter } from './emitter';

/**
 * Where the portal's Socket.IO connection is found, without the client library: features listen
 * through here, and only ./socket (loaded lazily, after the first screen) brings socket.io-client.
 */

/** The portal's Socket.IO connection, typed by the contract's event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
const socketWatchers = new Set<(socket: AppSocket | null) => void>();
const permissionEvents = createEmitter<{ changed: null; reconnected: null }>();

/** For ./socket: the connection now in use (null once disconnected), told to every watcher. */
export function setSocket(next: AppSocket | null): void {
  socket = next;
  for (const watcher of [...socketWatchers]) watcher(next);
}

/** For ./socket: the server said the user's roles or permissions changed. */
export function announcePermissionsChanged(): void {
  permissionEvents.emit('changed', null);
}

/** For ./socket: back after a drop, so a change announced meanwhile was missed. */
export function announceReconnect(): void {
  permissionEvents.emit('reconnected', null);
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
