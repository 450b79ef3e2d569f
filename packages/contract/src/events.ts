import type { ViewedReceipt } from './chat.js';
import type { ChatMessage, SendAck, SendMessage } from './chatMessage.js';
import type { SupportMessage } from './support.js';

/**
 * Reasons the server gives when it ends a socket on purpose; `expired` when a socket action found
 * its session no longer valid (expired, user disabled, or ended by hand), as HTTP would answer 401;
 * `suspended` when the platform team suspended the user's company.
 */
export type SessionEndReason =
  | 'replaced'
  | 'logout'
  | 'password_changed'
  | 'expired'
  | 'suspended'
  /** The company's owner or a manager disabled this user (issue 19). */
  | 'disabled';

/** Events the server emits to a client. */
export interface ServerToClientEvents {
  /** The session behind this socket ended; the client should sign out. */
  'session:ended': (payload: {
    reason: SessionEndReason;
    /** With `suspended`: the platform team's reason, which the client shows in its dialog. */
    note?: string;
  }) => void;
  /** SPEC 7: each chat message reaches its recipients as `message<adminCode>` (their own code). */
  [messageEvent: `message${string}`]: (message: ChatMessage) => void;
  /** A support message (to the supplier company's users and to the platform team). */
  'support:message': (message: SupportMessage) => void;
  /** The other side viewed my messages up to an id. */
  'chat:viewed': (receipt: ViewedReceipt) => void;
  /** Notices changed (one was published or withdrawn): refetch notice/info for the badge and pop-up. */
  'notice:changed': () => void;
  /** The user's roles or permissions changed: refetch the menu and the role list, rebuild routes. */
  'permissions:changed': () => void;
  /** A conversation was handed to this user by a colleague (issue 19): refresh the conversation list. */
  'chat:handedOver': (payload: { conversationId: number; fromName: string }) => void;
}

/** Events a client emits to the server. */
export interface ClientToServerEvents {
  /** Round trip used by health checks and tests; the ack carries the server time. */
  ping: (ack: (payload: { serverTime: string }) => void) => void;
  /** Sends a chat message; the ack carries the stored message (idempotent by clientId). */
  'chat:send': (message: SendMessage, ack: (result: SendAck) => void) => void;
}
