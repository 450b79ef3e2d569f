import type { ChatMessage } from '@sc/contract';

/**
 * Where an unsent message is: `queued` waits for the connection, `sending` waits for the server's
 * answer, `failed` was refused (or given up) and waits for the user to retry or discard.
 */
export type OutboxStatus = 'queued' | 'sending' | 'failed';

/** What the ticks under a message of mine say: an unsent one's status, then sent and viewed. */
export type Delivery = OutboxStatus | 'sent' | 'viewed';

/** A message the server has not stored yet; `payload` goes out unchanged under the same clientId. */
export type OutboxEntry<P> = {
  clientId: string;
  payload: P;
  createdAt: string;
  status: OutboxStatus;
  /** Counts sends, so a late answer to an earlier one is ignored. */
  attempts: number;
  /** The server's reason when refused (already translated). */
  error: string | null;
};

export type OutboxDraft<P> = Pick<OutboxEntry<P>, 'clientId' | 'payload' | 'createdAt'>;

export type OutboxAction<P> =
  | { type: 'add'; entry: OutboxDraft<P>; isOnline: boolean }
  /** Stored by the server (its answer, or the message came back by another way): it leaves the outbox. */
  | { type: 'delivered'; clientId: string }
  | { type: 'refused'; clientId: string; attempt: number; error: string }
  /** No answer to a send: queued for the next try, or failed once `maxAttempts` sends went unanswered. */
  | { type: 'noAnswer'; clientId: string; attempt: number; maxAttempts: number; error: string | null }
  | { type: 'disconnected' }
  /** Connected again: everything queued goes out (see `entriesToSend`). */
  | { type: 'connected' }
  | { type: 'retry'; clientId: string; isOnline: boolean }
  | { type: 'discard'; clientId: string }
  | { type: 'clear' };

function update<P>(
  entries: readonly OutboxEntry<P>[],
  clientId: string,
  change: (entry: OutboxEntry<P>) => OutboxEntry<P>,
): OutboxEntry<P>[] {
  return entries.map((entry) => (entry.clientId === clientId ? change(entry) : entry));
}

const isAnswerTo = <P>(entry: OutboxEntry<P>, attempt: number) =>
  entry.status === 'sending' && entry.attempts === attempt;

/** The outbox's rules: what each event does to the waiting messages; a send counts an attempt. */
export function outboxReducer<P>(
  entries: readonly OutboxEntry<P>[],
  action: OutboxAction<P>,
): OutboxEntry<P>[] {
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
    case 'discard':
      return entries.filter((e) => e.clientId !== action.clientId);
    case 'refused':
      return update(entries, action.clientId, (e) =>
        isAnswerTo(e, action.attempt) ? { ...e, status: 'failed', error: action.error } : e,
      );
    case 'noAnswer':
      return update(entries, action.clientId, (e) =>
        !isAnswerTo(e, action.attempt)
          ? e
          : e.attempts >= action.maxAttempts
            ? { ...e, status: 'failed', error: action.error }
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
    case 'clear':
      return [];
  }
}

/** The entries a transition put on their way: those `sending` now that were not before. */
export function entriesToSend<P>(
  before: readonly OutboxEntry<P>[],
  after: readonly OutboxEntry<P>[],
): OutboxEntry<P>[] {
  const wasSending = new Set(before.filter((e) => e.status === 'sending').map((e) => e.clientId));
  return after.filter((e) => e.status === 'sending' && !wasSending.has(e.clientId));
}

/** The unsent messages of one conversation that no stored message has replaced yet. */
export function pendingOf<P>(
  entries: readonly OutboxEntry<P>[],
  storedClientIds: ReadonlySet<string>,
  isInConversation: (payload: P) => boolean = () => true,
): OutboxEntry<P>[] {
  return entries.filter((e) => !storedClientIds.has(e.clientId) && isInConversation(e.payload));
}

/** The ticks of a stored message of mine. */
export function storedDelivery(message: Pick<ChatMessage, 'viewedAt'>): 'sent' | 'viewed' {
  return message.viewedAt ? 'viewed' : 'sent';
}
