import { MESSAGE_TYPE } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { cardFromOption } from '../../components/quotation/quotationCardData';
import { entriesToSend, MAX_AUTO_ATTEMPTS, type OutboxEntry, outboxReducer, pendingFor } from './outbox';

const draft = (clientId: string, buyerId = 7) => ({
  clientId,
  buyerId,
  payload: { clientId, buyerId, type: MESSAGE_TYPE.text, content: `hello ${clientId}` },
  preview: { product: null, file: null, quotation: null },
  createdAt: '2026-01-01T00:00:00.000Z',
});
const statuses = (entries: readonly OutboxEntry[]) => entries.map((e) => `${e.clientId}:${e.status}`);

describe('outboxReducer', () => {
  it('sends at once when online and queues when offline', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    box = outboxReducer(box, { type: 'add', entry: draft('b'), isOnline: false });
    expect(statuses(box)).toEqual(['a:sending', 'b:queued']);
  });

  it('drops a message once the server stored it', () => {
    const box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    expect(outboxReducer(box, { type: 'delivered', clientId: 'a' })).toEqual([]);
  });

  it('queues what was in flight on a disconnect and sends everything queued on reconnect, same clientId', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    box = outboxReducer(box, { type: 'add', entry: draft('b'), isOnline: false });
    box = outboxReducer(box, { type: 'disconnected' });
    expect(statuses(box)).toEqual(['a:queued', 'b:queued']);
    const before = box;
    box = outboxReducer(box, { type: 'connected' });
    const toSend = entriesToSend(before, box);
    expect(toSend.map((e) => e.payload.clientId)).toEqual(['a', 'b']);
    expect(box.find((e) => e.clientId === 'a')?.attempts).toBe(2);
  });

  it('shows a refusal as failed with the reason, and a retry sends it again', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    box = outboxReducer(box, { type: 'refused', clientId: 'a', error: 'No contacts left' });
    expect(box[0]).toMatchObject({ status: 'failed', error: 'No contacts left' });
    box = outboxReducer(box, { type: 'connected' });
    expect(box[0]?.status).toBe('failed');
    const before = box;
    box = outboxReducer(box, { type: 'retry', clientId: 'a', isOnline: true });
    expect(box[0]).toMatchObject({ status: 'sending', error: null });
    expect(entriesToSend(before, box)).toHaveLength(1);
  });

  it('a retry while offline waits for the connection', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    box = outboxReducer(box, { type: 'refused', clientId: 'a', error: 'x' });
    box = outboxReducer(box, { type: 'retry', clientId: 'a', isOnline: false });
    expect(box[0]?.status).toBe('queued');
  });

  it('an unanswered send is retried, then given up as failed after the last attempt', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    for (let attempt = 1; attempt < MAX_AUTO_ATTEMPTS; attempt++) {
      box = outboxReducer(box, { type: 'noAnswer', clientId: 'a' });
      expect(box[0]?.status).toBe('queued');
      box = outboxReducer(box, { type: 'connected' });
    }
    box = outboxReducer(box, { type: 'noAnswer', clientId: 'a' });
    expect(box[0]?.status).toBe('failed');
  });

  it('ignores a second add with the same clientId and removes a discarded message', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a'), isOnline: true });
    box = outboxReducer(box, { type: 'add', entry: draft('a'), isOnline: true });
    expect(box).toHaveLength(1);
    expect(outboxReducer(box, { type: 'discard', clientId: 'a' })).toEqual([]);
  });
});

describe('pendingFor', () => {
  it('shows the buyer’s unsent messages not yet replaced by stored ones', () => {
    let box = outboxReducer([], { type: 'add', entry: draft('a', 7), isOnline: true });
    box = outboxReducer(box, { type: 'add', entry: draft('b', 7), isOnline: true });
    box = outboxReducer(box, { type: 'add', entry: draft('c', 8), isOnline: true });
    expect(pendingFor(box, 7, new Set(['a'])).map((e) => e.clientId)).toEqual(['b']);
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
      buyerId: 7,
      payload: { clientId: 'q1', buyerId: 7, type: MESSAGE_TYPE.quotation, content: '', quotationId: 41 },
      preview: { product: null, file: null, quotation: cardFromOption(option) },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    let box = outboxReducer([], { type: 'add', entry, isOnline: true });
    box = outboxReducer(box, { type: 'refused', clientId: 'q1', error: 'This quotation has expired' });
    box = outboxReducer(box, { type: 'retry', clientId: 'q1', isOnline: true });
    const [pending] = pendingFor(box, 7, new Set());
    expect(pending?.preview.quotation?.number).toBe('Q-2026-0007');
    expect(pending?.payload).toMatchObject({ clientId: 'q1', type: MESSAGE_TYPE.quotation, quotationId: 41 });
    expect(pending?.status).toBe('sending');
  });
});
