import {
  type ChatMessage,
  type ClientToServerEvents,
  MESSAGE_TYPE,
  type ServerToClientEvents,
  type ViewedReceipt,
} from '@sc/contract';
import { io, type Socket } from 'socket.io-client';
import { createClientId } from '../../../lib/chat/createClientId';
import { createEmitter } from '../../../lib/emitter';
import { translate } from '../../../lib/i18n';
import { local, readJson } from '../../../lib/storage';
import { itemsToSend, type OutboxAction, type OutboxItem, outboxReducer } from '../chat/outbox';
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
// Kept in localStorage so unsent messages survive a reload and go out once the buyer is back.
let outbox: OutboxItem[] = readJson<OutboxItem[]>(local, OUTBOX_KEY, []).map((item) =>
  item.status === 'sending' ? { ...item, status: 'queued' } : item,
);
const stateListeners = new Set<() => void>();
export const buyerChatEvents = createEmitter<BuyerChatEvents>();

function notifyState() {
  for (const listener of [...stateListeners]) listener();
}

function dispatch(action: OutboxAction) {
  const next = outboxReducer(outbox, action);
  outbox = next;
  local.set(OUTBOX_KEY, JSON.stringify(next));
  notifyState();
}

function emitOne(target: BuyerSocket, item: OutboxItem) {
  const attempt = item.attempt + 1;
  dispatch({ type: 'sending', clientId: item.clientId });
  target
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('chat:send', {
      clientId: item.clientId,
      supplierId: item.supplierId,
      type: MESSAGE_TYPE.text,
      content: item.content,
    })
    .then((ack) => {
      if (ack.ok) {
        dispatch({ type: 'stored', clientId: item.clientId });
        buyerChatEvents.emit('message', ack.message);
      } else {
        const error = Object.values(ack.fields ?? {})[0] ?? ack.msg;
        dispatch({ type: 'refused', clientId: item.clientId, attempt, error });
      }
    })
    .catch(() => {
      dispatch({
        type: 'noAnswer',
        clientId: item.clientId,
        attempt,
        isConnected: target.connected,
        error: translate('buyerApp.chat.noAnswer'),
      });
    });
}

function flush() {
  const current = socket;
  if (!current?.connected) return;
  for (const item of itemsToSend(outbox)) emitOne(current, item);
}

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
    flush();
  });
  next.on('disconnect', () => {
    isConnected = false;
    dispatch({ type: 'disconnected' });
  });
  next.on('connect_error', (error) => {
    console.warn('Buyer socket connect error', error.message);
    if (error.message === 'SESSION_REPLACED') endBuyerSession('replaced');
    else if (error.message === 'UNAUTHORIZED') endBuyerSession('expired');
  });
  next.on('session:ended', ({ reason }) => endBuyerSession(reason === 'replaced' ? 'replaced' : 'expired'));
  next.on(`message${adminCode}`, (message) => {
    if (message.clientId && outbox.some((item) => item.clientId === message.clientId)) {
      dispatch({ type: 'stored', clientId: message.clientId });
    }
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
export function clearBuyerOutbox(): void {
  outbox = [];
  local.remove(OUTBOX_KEY);
  notifyState();
}

/** Queues a text to a supplier and sends it now if connected; returns its clientId. */
export function sendBuyerText(
  target: { supplierId: number; conversationId: number | null },
  content: string,
): string {
  const clientId = createClientId();
  dispatch({
    type: 'add',
    item: { clientId, ...target, content, createdAt: new Date().toISOString() },
  });
  flush();
  return clientId;
}

export function retryBuyerMessage(clientId: string): void {
  dispatch({ type: 'retry', clientId });
  flush();
}

export function discardBuyerMessage(clientId: string): void {
  dispatch({ type: 'discard', clientId });
}

export type BuyerChatState = { isConnected: boolean; hasSocket: boolean; outbox: readonly OutboxItem[] };
let stateSnapshot: BuyerChatState | null = null;
stateListeners.add(() => {
  stateSnapshot = null;
});

/** Connection and outbox, for useSyncExternalStore. */
export const buyerChatState = {
  get(): BuyerChatState {
    stateSnapshot ??= { isConnected, hasSocket: socket !== null, outbox };
    return stateSnapshot;
  },
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener);
    return () => {
      stateListeners.delete(listener);
    };
  },
};
