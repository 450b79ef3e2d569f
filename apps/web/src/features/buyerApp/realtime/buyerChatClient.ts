import {
  type ChatMessage,
  type ClientToServerEvents,
  MESSAGE_TYPE,
  type ServerToClientEvents,
  type ViewedReceipt,
} from '@sc/contract';
import { io, type Socket } from 'socket.io-client';
import { createOutbox } from '../../../lib/chat/createOutbox';
import type { OutboxEntry } from '../../../lib/chat/outbox';
import { createEmitter } from '../../../lib/emitter';
import { translate } from '../../../lib/i18n';
import { local, readJson } from '../../../lib/storage';
import type { BuyerOutgoing } from '../chat/pendingForConversation';
import { endBuyerSession } from '../session/endBuyerSession';

type BuyerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type BuyerChatEvents = {
  /** A stored message of one of my conversations: live from the server or the answer to my send. */
  message: ChatMessage;
  viewed: ViewedReceipt;
  /** The connection came back after a drop: catch up on what was missed. */
  reconnected: Record<string, never>;
};

const OUTBOX_KEY = 'buyerOutbox';
const ACK_TIMEOUT_MS = 15_000;

let socket: BuyerSocket | null = null;
let socketToken: string | null = null;
let isConnected = false;
const stateListeners = new Set<() => void>();
export const buyerChatEvents = createEmitter<BuyerChatEvents>();

function notifyState() {
  for (const listener of [...stateListeners]) listener();
}

const isPersisted = (entry: unknown): entry is OutboxEntry<BuyerOutgoing> =>
  typeof entry === 'object' && entry !== null && 'payload' in entry;

const outbox = createOutbox({
  isOnline: () => socket?.connected === true,
  async transmit({ clientId, payload }: OutboxEntry<BuyerOutgoing>) {
    if (!socket) throw new Error('Not connected');
    const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', {
      clientId,
      supplierId: payload.supplierId,
      type: MESSAGE_TYPE.text,
      content: payload.content,
    });
    return ack.ok
      ? { ok: true, message: ack.message }
      : { ok: false, error: Object.values(ack.fields ?? {})[0] ?? ack.msg };
  },
  // Connected but unanswered: say so at once. Offline: it goes again on reconnect.
  noAnswer: (isOnline) =>
    isOnline
      ? { maxAttempts: 1, error: translate('buyerApp.chat.noAnswer') }
      : { maxAttempts: Number.POSITIVE_INFINITY, error: null },
  onDelivered: (message) => buyerChatEvents.emit('message', message),
  // Kept in localStorage so unsent messages survive a reload and go out once the buyer is back.
  storage: {
    load: () => readJson<unknown[]>(local, OUTBOX_KEY, []).filter(isPersisted),
    save: (entries) =>
      entries.length ? local.set(OUTBOX_KEY, JSON.stringify(entries)) : local.remove(OUTBOX_KEY),
  },
});
outbox.subscribe(notifyState);

/** Connects as the buyer (its own connection, never the portal's) and listens on message<adminCode>. */
export function connectBuyerChat(token: string, adminCode: string): void {
  if (socket && socketToken === token) return;
  disconnectBuyerChat();
  let hasConnected = false;
  const next: BuyerSocket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    forceNew: true,
  });
  next.on('connect', () => {
    isConnected = true;
    notifyState();
    if (hasConnected) buyerChatEvents.emit('reconnected', {});
    hasConnected = true;
    outbox.connected();
  });
  next.on('disconnect', () => {
    isConnected = false;
    notifyState();
    outbox.disconnected();
  });
  next.on('connect_error', (error) => {
    console.warn('Buyer socket connect error', error.message);
    if (error.message === 'SESSION_REPLACED') endBuyerSession('replaced');
    else if (error.message === 'UNAUTHORIZED') endBuyerSession('expired');
  });
  next.on('session:ended', ({ reason }) => endBuyerSession(reason === 'replaced' ? 'replaced' : 'expired'));
  next.on(`message${adminCode}`, (message) => {
    if (message.clientId) outbox.delivered(message.clientId);
    buyerChatEvents.emit('message', message);
  });
  next.on('chat:viewed', (receipt) => buyerChatEvents.emit('viewed', receipt));
  socket = next;
  socketToken = token;
}

/** Closes the connection on purpose (sign-out, session ended). */
export function disconnectBuyerChat(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
  socketToken = null;
  isConnected = false;
  notifyState();
}

/** Forgets unsent messages (another buyer may sign in next). */
export const clearBuyerOutbox = outbox.clear;

/** Queues a text to a supplier and sends it now if connected; returns its clientId. */
export function sendBuyerText(
  target: { supplierId: number; conversationId: number | null },
  content: string,
): string {
  return outbox.send({ ...target, content });
}

export const retryBuyerMessage = outbox.retry;
export const discardBuyerMessage = outbox.discard;

export type BuyerChatState = {
  isConnected: boolean;
  hasSocket: boolean;
  outbox: readonly OutboxEntry<BuyerOutgoing>[];
};
let stateSnapshot: BuyerChatState | null = null;
stateListeners.add(() => {
  stateSnapshot = null;
});

/** Connection and outbox, for useSyncExternalStore. */
export const buyerChatState = {
  get(): BuyerChatState {
    stateSnapshot ??= { isConnected, hasSocket: socket !== null, outbox: outbox.get() };
    return stateSnapshot;
  },
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener);
    return () => {
      stateListeners.delete(listener);
    };
  },
};
