import { createClientId } from './createClientId';
import { entriesToSend, type OutboxAction, type OutboxEntry, outboxReducer } from './outbox';

/** The server's answer to one send: stored (with the stored message) or refused with a reason. */
export type SendAnswer<M> = { ok: true; message: M } | { ok: false; error: string };

export type OutboxOptions<P, M> = {
  /** Whether a send can go out now (e.g. the socket is connected); otherwise it waits in the queue. */
  isOnline: () => boolean;
  /** Sends one entry; rejects when no answer came (timeout, connection lost). */
  transmit: (entry: OutboxEntry<P>) => Promise<SendAnswer<M>>;
  /** After how many unanswered sends an entry shows as failed, and with what reason. */
  noAnswer: (isOnline: boolean) => { maxAttempts: number; error: string | null };
  /** The stored message, before its pending copy leaves the outbox (so nothing flickers). */
  onDelivered?: (message: M, entry: OutboxEntry<P>) => void;
  onRefused?: (error: string) => void;
  /** Where entries are kept across page loads; one in flight at unload is queued again. */
  storage?: { load: () => OutboxEntry<P>[]; save: (entries: readonly OutboxEntry<P>[]) => void };
  /** After an unanswered send that will be tried again, when to try the queue. */
  requeueDelayMs?: number;
};

export type Outbox<P> = {
  /** Puts a message in the outbox; it goes out now, or once online. Returns its clientId. */
  send(payload: P): string;
  retry(clientId: string): void;
  discard(clientId: string): void;
  /** Forgets every unsent message (sign-out: another user may come next). */
  clear(): void;
  connected(): void;
  disconnected(): void;
  /** A stored copy came back by another way (a live event): its pending copy leaves. */
  delivered(clientId: string): void;
  get(): readonly OutboxEntry<P>[];
  subscribe(listener: () => void): () => void;
};

const REQUEUE_DELAY_MS = 3_000;

/** An outbox: unsent messages with their state, sent by `transmit` and retried under the same clientId. */
export function createOutbox<P, M>(options: OutboxOptions<P, M>): Outbox<P> {
  const listeners = new Set<() => void>();
  let entries: OutboxEntry<P>[] = (options.storage?.load() ?? []).map((entry) =>
    entry.status === 'sending' ? { ...entry, status: 'queued' } : entry,
  );

  function dispatch(action: OutboxAction<P>) {
    const before = entries;
    entries = outboxReducer(entries, action);
    options.storage?.save(entries);
    for (const listener of [...listeners]) listener();
    for (const entry of entriesToSend(before, entries)) void transmit(entry);
  }

  function noAnswer(entry: OutboxEntry<P>) {
    const isOnline = options.isOnline();
    dispatch({
      type: 'noAnswer',
      clientId: entry.clientId,
      attempt: entry.attempts,
      ...options.noAnswer(isOnline),
    });
  }

  async function transmit(entry: OutboxEntry<P>) {
    if (!options.isOnline()) {
      noAnswer(entry);
      return;
    }
    try {
      const answer = await options.transmit(entry);
      if (answer.ok) {
        options.onDelivered?.(answer.message, entry);
        dispatch({ type: 'delivered', clientId: entry.clientId });
        return;
      }
      dispatch({ type: 'refused', clientId: entry.clientId, attempt: entry.attempts, error: answer.error });
      options.onRefused?.(answer.error);
    } catch {
      noAnswer(entry);
      setTimeout(() => {
        if (options.isOnline()) dispatch({ type: 'connected' });
      }, options.requeueDelayMs ?? REQUEUE_DELAY_MS);
    }
  }

  return {
    send(payload) {
      const clientId = createClientId();
      dispatch({
        type: 'add',
        isOnline: options.isOnline(),
        entry: { clientId, payload, createdAt: new Date().toISOString() },
      });
      return clientId;
    },
    retry: (clientId) => dispatch({ type: 'retry', clientId, isOnline: options.isOnline() }),
    discard: (clientId) => dispatch({ type: 'discard', clientId }),
    clear: () => dispatch({ type: 'clear' }),
    connected: () => dispatch({ type: 'connected' }),
    disconnected: () => dispatch({ type: 'disconnected' }),
    delivered(clientId) {
      if (entries.some((e) => e.clientId === clientId)) dispatch({ type: 'delivered', clientId });
    },
    get: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
