import { describe, expect, it } from 'vitest';
import { aMessage } from '../../../lib/chat/testMessages';
import { deliveryStateOf, itemsToSend, type OutboxItem, outboxReducer, pendingFor } from './outbox';

const draft = { clientId: 'c-00000001', supplierId: 9, conversationId: null, content: 'hi', createdAt: 'T' };

function run(...actions: Parameters<typeof outboxReducer>[1][]): OutboxItem[] {
  return actions.reduce<OutboxItem[]>((state, action) => outboxReducer(state, action), []);
}

describe('outbox', () => {
  it('queues a new message once, even when added twice', () => {
    const state = run({ type: 'add', item: draft }, { type: 'add', item: draft });
    expect(state).toHaveLength(1);
    expect(itemsToSend(state).map((i) => i.clientId)).toEqual(['c-00000001']);
  });

  it('drops the message when the server stored it', () => {
    const state = run(
      { type: 'add', item: draft },
      { type: 'sending', clientId: draft.clientId },
      { type: 'stored', clientId: draft.clientId },
    );
    expect(state).toEqual([]);
  });

  it('keeps a message sent while the connection dropped, to send again on reconnect', () => {
    const sending = run({ type: 'add', item: draft }, { type: 'sending', clientId: draft.clientId });
    expect(itemsToSend(sending)).toEqual([]);
    const offline = outboxReducer(sending, { type: 'disconnected' });
    expect(offline[0]?.status).toBe('queued');
    expect(itemsToSend(offline)).toHaveLength(1);
    const timedOutOffline = outboxReducer(sending, {
      type: 'noAnswer',
      clientId: draft.clientId,
      attempt: 1,
      isConnected: false,
      error: 'x',
    });
    expect(timedOutOffline[0]?.status).toBe('queued');
  });

  it('fails a refused message and queues it again on retry', () => {
    const failed = run(
      { type: 'add', item: draft },
      { type: 'sending', clientId: draft.clientId },
      { type: 'refused', clientId: draft.clientId, attempt: 1, error: 'Too long' },
    );
    expect(failed[0]).toMatchObject({ status: 'failed', error: 'Too long' });
    expect(deliveryStateOf(failed[0] as OutboxItem)).toBe('failed');
    expect(itemsToSend(failed)).toEqual([]);
    const retried = outboxReducer(failed, { type: 'retry', clientId: draft.clientId });
    expect(retried[0]).toMatchObject({ status: 'queued', error: null });
  });

  it('ignores a late answer to an earlier attempt', () => {
    const second = run(
      { type: 'add', item: draft },
      { type: 'sending', clientId: draft.clientId },
      { type: 'disconnected' },
      { type: 'sending', clientId: draft.clientId },
    );
    const late = outboxReducer(second, {
      type: 'noAnswer',
      clientId: draft.clientId,
      attempt: 1,
      isConnected: true,
      error: 'x',
    });
    expect(late[0]?.status).toBe('sending');
  });

  it('shows pending messages of the open conversation only until their stored copy arrives', () => {
    const state = run(
      { type: 'add', item: draft },
      { type: 'add', item: { ...draft, clientId: 'c-00000002', supplierId: 5, conversationId: 4 } },
    );
    expect(
      pendingFor(state, { conversationId: null, supplierId: 9 }, new Set()).map((i) => i.clientId),
    ).toEqual(['c-00000001']);
    expect(pendingFor(state, { conversationId: 4, supplierId: null }, new Set(['c-00000002']))).toEqual([]);
  });

  it('tells sent from viewed for stored messages', () => {
    expect(deliveryStateOf(aMessage({ id: 1, senderKind: 'buyer' }))).toBe('sent');
    expect(deliveryStateOf(aMessage({ id: 1, senderKind: 'buyer', viewedAt: 'T' }))).toBe('viewed');
    expect(deliveryStateOf(run({ type: 'add', item: draft })[0] as OutboxItem)).toBe('sending');
  });
});
