import type { ChatFile, ProductCard, QuotationCard, SendMessage } from '@sc/contract';

/**
 * Where an unsent message is: `queued` waits for the connection, `sending` waits for the server's
 * acknowledgement, `failed` was refused (or given up) and waits for the user to retry or discard.
 */
export type OutboxStatus = 'queued' | 'sending' | 'failed';

/** The card a pending message shows: the product, file or quotation as the sender picked it. */
export type OutboxPreview = {
  product: ProductCard | null;
  file: ChatFile | null;
  quotation: QuotationCard | null;
};

export type OutboxEntry = {
  clientId: string;
  buyerId: number;
  /** What goes to `chat:send`; re-sent unchanged, so the server stores it once. */
  payload: SendMessage & { buyerId: number };
  /** What the bubble shows until the stored message replaces it. */
  preview: OutboxPreview;
  status: OutboxStatus;
  attempts: number;
  /** The server's reason when refused (already translated). */
  error: string | null;
  createdAt: string;
};

export type OutboxAction =
  | { type: 'add'; entry: Omit<OutboxEntry, 'status' | 'attempts' | 'error'>; isOnline: boolean }
  /** Stored by the server (an ack, or the message came back by another way): it leaves the outbox. */
  | { type: 'delivered'; clientId: string }
  | { type: 'refused'; clientId: string; error: string }
  /** No answer in time or the connection dropped mid-send: try again once connected. */
  | { type: 'noAnswer'; clientId: string }
  | { type: 'disconnected' }
  /** Connected again: everything queued goes out (see `entriesToSend`). */
  | { type: 'connected' }
  | { type: 'retry'; clientId: string; isOnline: boolean }
  | { type: 'discard'; clientId: string }
  | { type: 'clear' };

/** After this many unanswered attempts a message stops retrying by itself and shows as failed. */
export const MAX_AUTO_ATTEMPTS = 5;

function update(entries: readonly OutboxEntry[], clientId: string, change: (e: OutboxEntry) => OutboxEntry) {
  return entries.map((entry) => (entry.clientId === clientId ? change(entry) : entry));
}

/** The outbox state machine; `sending` entries count an attempt each time they go out. */
export function outboxReducer(entries: readonly OutboxEntry[], action: OutboxAction): OutboxEntry[] {
  switch (action.type) {
    case 'add':
      if (entries.some((e) => e.clientId === action.entry.clientId)) return [...entries];
      return [
        ...entries,
        {
          ...action.entry,
          status: action.isOnline ? 'sending' : 'queued',
          attempts: action.isOnline ? 1 : 0,
          error: null,
        },
      ];
    case 'delivered':
      return entries.filter((e) => e.clientId !== action.clientId);
    case 'refused':
      return update(entries, action.clientId, (e) => ({ ...e, status: 'failed', error: action.error }));
    case 'noAnswer':
      return update(entries, action.clientId, (e) =>
        e.status !== 'sending'
          ? e
          : e.attempts >= MAX_AUTO_ATTEMPTS
            ? { ...e, status: 'failed', error: null }
            : { ...e, status: 'queued' },
      );
    case 'disconnected':
      return entries.map((e) => (e.status === 'sending' ? { ...e, status: 'queued' } : e));
    case 'connected':
      return entries.map((e) =>
        e.status === 'queued' ? { ...e, status: 'sending', attempts: e.attempts + 1 } : e,
      );
    case 'retry':
      return update(entries, action.clientId, (e) =>
        e.status === 'sending'
          ? e
          : action.isOnline
            ? { ...e, status: 'sending', attempts: e.attempts + 1, error: null }
            : { ...e, status: 'queued', error: null },
      );
    case 'discard':
      return entries.filter((e) => e.clientId !== action.clientId);
    case 'clear':
      return [];
  }
}

/** The entries a transition put on their way: those `sending` now that were not before. */
export function entriesToSend(before: readonly OutboxEntry[], after: readonly OutboxEntry[]): OutboxEntry[] {
  const wasSending = new Set(before.filter((e) => e.status === 'sending').map((e) => e.clientId));
  return after.filter((e) => e.status === 'sending' && !wasSending.has(e.clientId));
}

/** The unsent messages of one buyer's conversation that no stored message has replaced yet. */
export function pendingFor(
  entries: readonly OutboxEntry[],
  buyerId: number,
  storedClientIds: ReadonlySet<string>,
): OutboxEntry[] {
  return entries.filter((e) => e.buyerId === buyerId && !storedClientIds.has(e.clientId));
}
