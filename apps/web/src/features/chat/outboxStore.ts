import type { ChatFile, MESSAGE_TYPE, MessageType, ProductCard, QuotationCard } from '@sc/contract';
import { appEvents } from '../../lib/appEvents';
import { createOutbox } from '../../lib/chat/createOutbox';
import type { OutboxEntry } from '../../lib/chat/outbox';
import { useOutboxEntries } from '../../lib/chat/useOutboxEntries';
import { showErrorMessage } from '../../lib/feedback';
import { getSocket } from '../../lib/socketHub';
import { chatEvents } from './chatEvents';

/** How long a send waits for the server's acknowledgement before it is tried again. */
const ACK_TIMEOUT_MS = 15_000;
/** After this many unanswered attempts a message stops retrying by itself and shows as failed. */
export const MAX_AUTO_ATTEMPTS = 5;

/** The card a pending message shows: the product, file or quotation as the sender picked it. */
export type OutboxPreview = {
  product: ProductCard | null;
  file: ChatFile | null;
  quotation: QuotationCard | null;
};

/** A message to a buyer: what goes to `chat:send` (with its clientId), and what its bubble shows until stored. */
export type OutgoingMessage = {
  buyerId: number;
  type: Exclude<MessageType, typeof MESSAGE_TYPE.system | typeof MESSAGE_TYPE.rfqQuote>;
  content: string;
  productId?: number;
  quotationId?: number;
  fileId?: string;
  preview: OutboxPreview;
};

export type SupplierOutboxEntry = OutboxEntry<OutgoingMessage>;

const outbox = createOutbox({
  isOnline: () => getSocket()?.connected === true,
  async transmit({ clientId, payload }: SupplierOutboxEntry) {
    const socket = getSocket();
    if (!socket) throw new Error('Not connected');
    const { preview: _preview, ...message } = payload;
    const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('chat:send', { clientId, ...message });
    if (ack.ok) return { ok: true, message: ack.message };
    const details = ack.fields ? Object.values(ack.fields).join(' ') : '';
    return { ok: false, error: [ack.msg, details].filter(Boolean).join(' ') };
  },
  noAnswer: () => ({ maxAttempts: MAX_AUTO_ATTEMPTS, error: null }),
  onDelivered: (message, entry) => chatEvents.emit('sent', { message, buyerId: entry.payload.buyerId }),
  onRefused: showErrorMessage,
});

appEvents.on('logout', () => outbox.clear());

type MessageInput = Omit<OutgoingMessage, 'content' | 'preview'> & {
  content?: string;
  preview?: Partial<OutboxPreview>;
};

/** Puts a message in the outbox; it goes out now, or once the socket is connected again. */
export function sendChatMessage({ content, preview, ...message }: MessageInput): string {
  return outbox.send({
    ...message,
    content: content ?? '',
    preview: {
      product: preview?.product ?? null,
      file: preview?.file ?? null,
      quotation: preview?.quotation ?? null,
    },
  });
}

export const retryChatMessage = outbox.retry;
export const discardChatMessage = outbox.discard;

/** Socket state changes and messages that came back by the event, fed by startChatRealtime. */
export const outboxSignals = {
  connected: outbox.connected,
  disconnected: outbox.disconnected,
  delivered: outbox.delivered,
};

/** Every unsent message (all conversations). */
export function useOutbox(): readonly SupplierOutboxEntry[] {
  return useOutboxEntries(outbox);
}
