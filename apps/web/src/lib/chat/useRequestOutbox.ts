import { ErrorCode } from '@sc/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../ApiError';
import { showErrorMessage } from '../feedback';
import { createOutbox } from './createOutbox';
import { useOutboxEntries } from './useOutboxEntries';

type Send<M> = (input: { clientId: string; content: string }) => Promise<M>;

/**
 * An outbox for texts sent by request (the support chat), one per component: each message keeps
 * its clientId for its retries; a stored message goes to `onSent` (which adds it to the thread)
 * and leaves the outbox, a failed one waits for a retry. A refusal for sending too fast is shown
 * (translated by the server) and the text stays in the outbox to send again.
 */
export function useRequestOutbox<M>(send: Send<M>, onSent: (message: M) => void) {
  const latest = useRef({ send, onSent });
  latest.current = { send, onSent };
  const [outbox] = useState(() =>
    createOutbox<{ content: string }, M>({
      isOnline: () => true,
      transmit: async ({ clientId, payload }) => {
        try {
          return { ok: true, message: await latest.current.send({ clientId, content: payload.content }) };
        } catch (error) {
          if (error instanceof ApiError && error.code === ErrorCode.MESSAGES_TOO_FAST)
            return { ok: false, error: error.msg };
          throw error;
        }
      },
      noAnswer: () => ({ maxAttempts: 1, error: null }),
      onRefused: showErrorMessage,
      onDelivered: (message) => latest.current.onSent(message),
    }),
  );
  const pending = useOutboxEntries(outbox);
  /** Always accepted: the message waits in the outbox until it is stored. */
  const submit = (content: string) => {
    outbox.send({ content });
    return true;
  };
  return { pending, submit, retry: outbox.retry };
}
