import { describe, expect, it } from 'vitest';
import { outboxReducer } from '../../../lib/chat/outbox';
import { pendingForConversation } from './pendingForConversation';

const draft = (clientId: string, supplierId: number, conversationId: number | null) => ({
  clientId,
  payload: { supplierId, conversationId, content: 'hi' },
  createdAt: 'T',
});

describe('pendingForConversation', () => {
  it('shows pending messages of the open conversation only until their stored copy arrives', () => {
    let state = outboxReducer([], { type: 'add', entry: draft('c-00000001', 9, null), isOnline: false });
    state = outboxReducer(state, { type: 'add', entry: draft('c-00000002', 5, 4), isOnline: false });
    expect(
      pendingForConversation(state, { conversationId: null, supplierId: 9 }, new Set()).map(
        (i) => i.clientId,
      ),
    ).toEqual(['c-00000001']);
    expect(
      pendingForConversation(state, { conversationId: 4, supplierId: null }, new Set(['c-00000002'])),
    ).toEqual([]);
  });
});
