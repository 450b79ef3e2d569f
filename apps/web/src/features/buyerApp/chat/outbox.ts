import type { ChatMessage } from '@sc/contract';

/** A message I wrote that the server has not stored yet. */
export type OutboxItem = {
  clientId: string;
  supplierId: number;
  /** Null for the first message to a supplier: the server opens the conversation. */
  conversationId: number | null;
  content: string;
  createdAt: string;
  /** queued: waits for a connection; sending: emitted, no answer yet; failed: needs a retry. */
  status: 'queued' | 'sending' | 'failed';
  /** Counts emits, so a late answer to an earlier attempt is ignored. */
  attempt: number;
  error: string | null;
};

export type OutboxAction =
  | {
      type: 'add';
      item: Pick<OutboxItem, 'clientId' | 'supplierId' | 'conversationId' | 'content' | 'createdAt'>;
    }
  | { type: 'sending'; clientId: string }
  | { type: 'stored'; clientId: string }
  | { type: 'refused'; clientId: string; attempt: number; error: string }
  | { type: 'noAnswer'; clientId: string; attempt: number; isConnected: boolean; error: string }
  | { type: 'disconnected' }
  | { type: 'retry'; clientId: string }
  | { type: 'discard'; clientId: string };

/** The outbox's rules: what each event does to the waiting messages. */
export function outboxReducer(state: readonly OutboxItem[], action: OutboxAction): OutboxItem[] {
  const update = (clientId: string, change: (item: OutboxItem) => OutboxItem) =>
    state.map((item) => (item.clientId === clientId ? change(item) : item));
  switch (action.type) {
    case 'add':
      if (state.some((item) => item.clientId === action.item.clientId)) return [...state];
      return [...state, { ...action.item, status: 'queued', attempt: 0, error: null }];
    case 'sending':
      return update(action.clientId, (item) => ({
        ...item,
        status: 'sending',
        attempt: item.attempt + 1,
        error: null,
      }));
    case 'stored':
    case 'discard':
      return state.filter((item) => item.clientId !== action.clientId);
    case 'refused':
      return update(action.clientId, (item) =>
        item.status === 'sending' && item.attempt === action.attempt
          ? { ...item, status: 'failed', error: action.error }
          : item,
      );
    case 'noAnswer':
      // Offline: it goes again on reconnect (the server ignores a repeated clientId).
      return update(action.clientId, (item) =>
        item.status === 'sending' && item.attempt === action.attempt
          ? action.isConnected
            ? { ...item, status: 'failed', error: action.error }
            : { ...item, status: 'queued' }
          : item,
      );
    case 'disconnected':
      return state.map((item) => (item.status === 'sending' ? { ...item, status: 'queued' } : item));
    case 'retry':
      return update(action.clientId, (item) =>
        item.status === 'failed' ? { ...item, status: 'queued', error: null } : item,
      );
  }
}

/** The messages to emit now: queued ones, oldest first. */
export function itemsToSend(state: readonly OutboxItem[]): OutboxItem[] {
  return state.filter((item) => item.status === 'queued');
}

/** Waiting messages of one conversation (or of a new one with a supplier), minus those already stored. */
export function pendingFor(
  state: readonly OutboxItem[],
  target: { conversationId: number | null; supplierId: number | null },
  storedClientIds: ReadonlySet<string>,
): OutboxItem[] {
  return state.filter(
    (item) =>
      !storedClientIds.has(item.clientId) &&
      ((target.conversationId !== null && item.conversationId === target.conversationId) ||
        (target.supplierId !== null && item.supplierId === target.supplierId)),
  );
}

export type DeliveryState = 'sending' | 'sent' | 'viewed' | 'failed';

/** What the ticks under a message of mine say. */
export function deliveryStateOf(message: ChatMessage | OutboxItem): DeliveryState {
  if ('status' in message) return message.status === 'failed' ? 'failed' : 'sending';
  return message.viewedAt ? 'viewed' : 'sent';
}
