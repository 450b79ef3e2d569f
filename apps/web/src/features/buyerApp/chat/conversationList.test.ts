import type { Conversation } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { aMessage } from '../../../lib/chat/testMessages';
import { applyIncomingToList, filterConversations, markListRead } from './conversationList';

function aConversation(id: number, fields: Partial<Conversation> = {}): Conversation {
  return {
    id,
    buyer: {
      id: 1,
      code: 'B1',
      name: 'Li',
      companyName: 'Li Trading',
      country: 'CN',
      online: true,
      lastOnlineAt: null,
      blocked: false,
    },
    supplier: { id: id * 10, name: `Supplier ${id}`, country: 'AU' },
    startedBy: 'buyer',
    starred: false,
    unread: 0,
    lastMessage: aMessage({ id, conversationId: id }),
    lastMessageAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('applyIncomingToList', () => {
  const list = [aConversation(1), aConversation(2)];

  it('moves the conversation to the top and counts a supplier message as unread', () => {
    const next = applyIncomingToList(list, aMessage({ id: 50, conversationId: 2, content: 'new' }), null);
    expect(next?.map((c) => c.id)).toEqual([2, 1]);
    expect(next?.[0]).toMatchObject({ unread: 1, lastMessage: { content: 'new' } });
  });

  it('does not count my own messages, nor those of the conversation I am reading, nor a repeat', () => {
    expect(
      applyIncomingToList(list, aMessage({ id: 50, conversationId: 2, senderKind: 'buyer' }), null)?.[0]
        ?.unread,
    ).toBe(0);
    expect(applyIncomingToList(list, aMessage({ id: 50, conversationId: 2 }), 2)?.[0]?.unread).toBe(0);
    const once = applyIncomingToList(list, aMessage({ id: 50, conversationId: 2 }), null) ?? [];
    expect(applyIncomingToList(once, aMessage({ id: 50, conversationId: 2 }), null)?.[0]?.unread).toBe(1);
  });

  it('asks for a reload when the conversation is new', () => {
    expect(applyIncomingToList(list, aMessage({ id: 60, conversationId: 3 }), null)).toBeNull();
  });
});

describe('conversation list helpers', () => {
  it('clears the unread count of a conversation I viewed', () => {
    const next = markListRead([aConversation(1, { unread: 3 }), aConversation(2, { unread: 1 })], 1);
    expect(next.map((c) => c.unread)).toEqual([0, 1]);
  });

  it('filters by company name, any case', () => {
    expect(filterConversations([aConversation(1), aConversation(2)], 'supplier 2').map((c) => c.id)).toEqual([
      2,
    ]);
    expect(filterConversations([aConversation(1)], '  ')).toHaveLength(1);
  });
});
