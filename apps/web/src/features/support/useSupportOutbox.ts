import type { SupportMessage } from '@sc/contract';
import { useCallback, useReducer, useRef } from 'react';
import { createClientId } from '../../lib/chat/createClientId';
import { type PendingSupportMessage, reduceOutbox } from './supportOutbox';

type Send = (input: { clientId: string; content: string }) => Promise<SupportMessage>;

/**
 * Messages being sent: each gets a random clientId kept for its retries; a stored message goes to
 * `onSent` (which adds it to the thread) and leaves the outbox, a failed one waits for a retry.
 */
export function useSupportOutbox(send: Send, onSent: (message: SupportMessage) => void) {
  const [entries, dispatch] = useReducer(reduceOutbox, []);
  const latest = useRef({ send, onSent, entries });
  latest.current = { send, onSent, entries };

  const deliver = useCallback(async (clientId: string, content: string) => {
    try {
      const message = await latest.current.send({ clientId, content });
      latest.current.onSent(message);
      dispatch({ type: 'sent', clientId });
    } catch {
      dispatch({ type: 'failed', clientId });
    }
  }, []);

  const submit = useCallback(
    (content: string) => {
      const clientId = createClientId();
      dispatch({ type: 'add', entry: { clientId, content, createdAt: new Date().toISOString() } });
      void deliver(clientId, content);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const entry = latest.current.entries.find((e: PendingSupportMessage) => e.clientId === clientId);
      if (entry?.status !== 'failed') return;
      dispatch({ type: 'retry', clientId });
      void deliver(clientId, entry.content);
    },
    [deliver],
  );

  return { pending: entries, submit, retry };
}
