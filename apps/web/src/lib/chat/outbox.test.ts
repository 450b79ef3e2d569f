import { MESSAGE_TYPE, type SupportMessage } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { cardFromOption } from '../../components/quotation/quotationCardData';
import { storedClientIds } from './chatMessages';
import { entriesToSend, type OutboxEntry, outboxReducer, pendingOf, storedDelivery } from './outbox';

type Text = { buyerId: number; content: string };

const draft = (clientId: string, buyerId = 7) => ({
  clientId,
  payload: { buyerId, content: `hello ${clientId}` },
  createdAt: '2026-01-01T00:00:00.000Z',
});
const statuses = (entries: readonly OutboxEntry<Text>[]) => entries.map((e) => `${e.clientId}:${e.status}`);
const add = (box: OutboxEntry<Text>[], clientId: string, isOnline: boolean, buyerId = 7) =>
  outboxReducer(box, { type: 'add', entry: draft(clientId, buyerId), isOnline });
/** No answer to the entry's current send. */
const noAnswer = (box: OutboxEntry<Text>[], maxAttempts: number, error: string | null = null) =>
  outboxReducer(box, { type: 'noAnswer', clientId: 'a', attempt: box[0]?.attempts ?? 0, maxAttempts, error });

describe('outboxReducer', () => {
  it('sends at once when online and queues when offline', () => {
    const box = add(add([], 'a', true), 'b', false);
    expect(statuses(box)).toEqual(['a:sending', 'b:queued']);
  });

  it('queues a new message once, even when added twice, and removes a discarded message', () => {
    const box = add(add([], 'a', false), 'a', false);
    expect(statuses(box)).toEqual(['a:queued']);
    expect(outboxReducer(box, { type: 'discard', clientId: 'a' })).toEqual([]);
  });

  it('drops a message once the server stored it', () => {
    expect(outboxReducer(add([], 'a', true), { type: 'delivered', clientId: 'a' })).toEqual([]);
  });

  it('queues what was in flight on a disconnect and sends everything queued on reconnect, same clientId', () => {
    let box = add(add([], 'a', true), 'b', false);
    box = outboxReducer(box, { type: 'disconnected' });
    expect(statuses(box)).toEqual(['a:queued', 'b:queued']);
    const before = box;
    box = outboxReducer(box, { type: 'connected' });
    expect(entriesToSend(before, box).map((e) => e.clientId)).toEqual(['a', 'b']);
    expect(box.find((e) => e.clientId === 'a')?.attempts).toBe(2);
  });

  it('shows a refusal as failed with the reason, and a retry sends it again', () => {
    let box = add([], 'a', true);
    box = outboxReducer(box, { type: 'refused', clientId: 'a', attempt: 1, error: 'No contacts left' });
    expect(box[0]).toMatchObject({ status: 'failed', error: 'No contacts left' });
    box = outboxReducer(box, { type: 'connected' });
    expect(box[0]?.status).toBe('failed');
    const before = box;
    box = outboxReducer(box, { type: 'retry', clientId: 'a', isOnline: true });
    expect(box[0]).toMatchObject({ status: 'sending', error: null });
    expect(entriesToSend(before, box)).toHaveLength(1);
  });

  it('a retry while offline waits for the connection', () => {
    let box = add([], 'a', true);
    box = outboxReducer(box, { type: 'refused', clientId: 'a', attempt: 1, error: 'Too long' });
    box = outboxReducer(box, { type: 'retry', clientId: 'a', isOnline: false });
    expect(box[0]).toMatchObject({ status: 'queued', error: null });
  });

  it('an unanswered send is retried, then given up as failed after the last attempt', () => {
    const maxAttempts = 5;
    let box = add([], 'a', true);
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      box = noAnswer(box, maxAttempts);
      expect(box[0]?.status).toBe('queued');
      box = outboxReducer(box, { type: 'connected' });
    }
    box = noAnswer(box, maxAttempts);
    expect(box[0]?.status).toBe('failed');
  });

  it('fails at once with the reason when the policy allows one attempt, and keeps it queued offline', () => {
    expect(noAnswer(add([], 'a', true), 1, 'The server did not answer.')[0]).toMatchObject({
      status: 'failed',
      error: 'The server did not answer.',
    });
    expect(noAnswer(add([], 'a', true), Number.POSITIVE_INFINITY)[0]?.status).toBe('queued');
  });

  it('ignores a late answer to an earlier attempt', () => {
    let box = add([], 'a', true);
    box = outboxReducer(box, { type: 'disconnected' });
    box = outboxReducer(box, { type: 'connected' });
    const late = { clientId: 'a', attempt: 1 } as const;
    expect(outboxReducer(box, { type: 'noAnswer', ...late, maxAttempts: 1, error: 'x' })[0]?.status).toBe(
      'sending',
    );
    expect(outboxReducer(box, { type: 'refused', ...late, error: 'x' })[0]?.status).toBe('sending');
  });

  it('keeps a failed message with its clientId for the retry, and drops it once sent', () => {
    let box = noAnswer(add([], 'a', true), 1);
    expect(box).toEqual([{ ...draft('a'), status: 'failed', attempts: 1, error: null }]);
    box = outboxReducer(box, { type: 'retry', clientId: 'a', isOnline: true });
    expect(box).toEqual([{ ...draft('a'), status: 'sending', attempts: 2, error: null }]);
    expect(outboxReducer(box, { type: 'delivered', clientId: 'a' })).toEqual([]);
  });

  it('forgets everything on clear', () => {
    expect(outboxReducer(add(add([], 'a', true), 'b', false), { type: 'clear' })).toEqual([]);
  });
});

describe('pendingOf', () => {
  it('shows the conversation’s unsent messages not yet replaced by stored ones', () => {
    const box = add(add(add([], 'a', true, 7), 'b', true, 7), 'c', true, 8);
    expect(pendingOf(box, new Set(['a']), (m) => m.buyerId === 7).map((e) => e.clientId)).toEqual(['b']);
  });

  it('hides a pending message as soon as the thread holds it (socket before the send answer)', () => {
    const box = add([], 'a', true);
    const stored = { id: 1, clientId: 'a' } as SupportMessage;
    expect(pendingOf(box, storedClientIds([]))).toHaveLength(1);
    expect(pendingOf(box, storedClientIds([stored]))).toEqual([]);
  });
});

describe('delivery', () => {
  it('tells sent from viewed for stored messages', () => {
    expect(storedDelivery({ viewedAt: null })).toBe('sent');
    expect(storedDelivery({ viewedAt: 'T' })).toBe('viewed');
  });
});

describe('a quotation in the outbox', () => {
  const option = {
    id: 41,
    number: 'Q-2026-0007',
    version: 3,
    name: 'Spring honey range',
    terms: 'CIF',
    place: 'shanghai',
    currency: 'EUR',
    expiresOn: '2026-06-30',
    lineCount: 4,
  };

  it('shows its card while sending, as picked', () => {
    expect(cardFromOption(option)).toEqual({
      quotationId: 41,
      version: 3,
      number: 'Q-2026-0007',
      name: 'Spring honey range',
      currency: 'EUR',
      expiresOn: '2026-06-30',
      lineCount: 4,
      terms: 'CIF',
      place: 'shanghai',
    });
  });

  it('keeps the card and the quotation id through a refusal and a retry, under the same clientId', () => {
    const entry = {
      clientId: 'q1',
      payload: {
        buyerId: 7,
        type: MESSAGE_TYPE.quotation,
        content: '',
        quotationId: 41,
        preview: { product: null, file: null, quotation: cardFromOption(option) },
      },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    let box = outboxReducer([], { type: 'add', entry, isOnline: true });
    box = outboxReducer(box, {
      type: 'refused',
      clientId: 'q1',
      attempt: 1,
      error: 'This quotation has expired',
    });
    box = outboxReducer(box, { type: 'retry', clientId: 'q1', isOnline: true });
    const [pending] = pendingOf(box, new Set(), (m) => m.buyerId === 7);
    expect(pending?.payload.preview.quotation?.number).toBe('Q-2026-0007');
    expect(pending?.clientId).toBe('q1');
    expect(pending?.payload).toMatchObject({ type: MESSAGE_TYPE.quotation, quotationId: 41 });
    expect(pending?.status).toBe('sending');
  });
});
