import type { ChatFile, MessageType, ProductCard, QuotationCard } from '@sc/contract';
import { useSyncExternalStore } from 'react';
import { appEvents } from '../../lib/appEvents';
import { createClientId } from '../../lib/chat/createClientId';
import { showErrorMessage } from '../../lib/feedback';
import { getSocket } from '../../lib/socket';
import { chatEvents } from './chatEvents';
import { entriesToSend, type OutboxAction, type OutboxEntry, outboxReducer } from './outbox';

/** How long a send waits for the server's acknowledgement before it is tried again. */
const ACK_TIMEOUT_MS = 15_000;
/** After an unanswered send on a live connection, when to try the queue again. */
const REQUEUE_DELAY_MS = 3_000;

let entries: OutboxEntry[] = [];
const listeners = new Set<() => void>();

const isOnline = () => getSocket()?.connected === true;

function dispatch(action: OutboxAction) {
  const before = entries;
  entries = outboxReducer(entries, action);
  if (entries !== before) for (const listener of [...listeners]) listener();
  for (const entry of entriesToSend(before, entries)) void transmit(entry);
}

async function transmit(entry: OutboxEntry) {
  const socket = getSocket();
  if (!socket?.connected) {
    dispatch({ type: 'noAnswer', clientId: entry.clientId });
    return;
  }
  try {
    const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', entry.payload);
    if (ack.ok) {
      dispatch({ type: 'delivered', clientId: entry.clientId });
      chatEvents.emit('sent', { message: ack.message, buyerId: entry.buyerId });
      return;
    }
    const details = ack.fields ? Object.values(ack.fields).join(' ') : '';
    const error = [ack.msg, details].filter(Boolean).join(' ');
    dispatch({ type: 'refused', clientId: entry.clientId, error });
    showErrorMessage(error);
  } catch {
    dispatch({ type: 'noAnswer', clientId: entry.clientId });
    setTimeout(() => {
      if (isOnline()) dispatch({ type: 'connected' });
    }, REQUEUE_DELAY_MS);
  }
}

export type OutgoingMessage = {
  buyerId: number;
  type: Exclude<MessageType, 9999>;
  content?: string;
  productId?: number;
  quotationId?: number;
  fileId?: string;
  preview?: { product?: ProductCard | null; file?: ChatFile | null; quotation?: QuotationCard | null };
};

/** Puts a message in the outbox; it goes out now, or once the socket is connected again. */
export function sendChatMessage(message: OutgoingMessage): string {
  const clientId = createClientId();
  dispatch({
    type: 'add',
    isOnline: isOnline(),
    entry: {
      clientId,
      buyerId: message.buyerId,
      payload: {
        clientId,
        buyerId: message.buyerId,
        type: message.type,
        content: message.content ?? '',
        ...(message.productId ? { productId: message.productId } : {}),
        ...(message.quotationId ? { quotationId: message.quotationId } : {}),
        ...(message.fileId ? { fileId: message.fileId } : {}),
      },
      preview: {
        product: message.preview?.product ?? null,
        file: message.preview?.file ?? null,
        quotation: message.preview?.quotation ?? null,
      },
      createdAt: new Date().toISOString(),
    },
  });
  return clientId;
}

export const retryChatMessage = (clientId: string) =>
  dispatch({ type: 'retry', clientId, isOnline: isOnline() });
export const discardChatMessage = (clientId: string) => dispatch({ type: 'discard', clientId });

/** Socket state changes and messages that came back by the event, fed by startChatRealtime. */
export const outboxSignals = {
  connected: () => dispatch({ type: 'connected' }),
  disconnected: () => dispatch({ type: 'disconnected' }),
  delivered: (clientId: string) => {
    if (entries.some((e) => e.clientId === clientId)) dispatch({ type: 'delivered', clientId });
  },
};

appEvents.on('logout', () => dispatch({ type: 'clear' }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const snapshot = () => entries;

/** Every unsent message (all conversations). */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
