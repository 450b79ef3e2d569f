/** Reasons the server gives when it ends a socket on purpose. */
export type SessionEndReason = 'replaced' | 'logout' | 'password_changed';

/** Events the server emits to a client. Chat events (`message<adminCode>`) are added by the chat feature. */
export interface ServerToClientEvents {
  /** The session behind this socket ended; the client should sign out. */
  'session:ended': (payload: { reason: SessionEndReason }) => void;
}

/** Events a client emits to the server. */
export interface ClientToServerEvents {
  /** Round trip used by health checks and tests; the ack carries the server time. */
  ping: (ack: (payload: { serverTime: string }) => void) => void;
}
