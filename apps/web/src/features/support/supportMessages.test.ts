import type { SupportMessage, SupportThread } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { addSupportMessage, markSupportViewed } from './supportMessages';

function message(id: number, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id,
    threadId: 7,
    clientId: `client-${id}`,
    senderKind: 'supplier',
    senderName: 'Ann',
    content: `text ${id}`,
    createdAt: `2026-01-01T10:00:${String(id).padStart(2, '0')}.000Z`,
    viewedAt: null,
    ...overrides,
  };
}
const empty: SupportThread = { id: null, messages: [], unread: 0 };

describe('addSupportMessage', () => {
  it('adds a live message once even when the socket and the send answer both bring it', () => {
    const once = addSupportMessage(empty, message(1), 'staff');
    const twice = addSupportMessage(once, message(1), 'staff');
    expect(twice.messages).toHaveLength(1);
    expect(twice.id).toBe(7);
    expect(twice).toBe(once);
  });

  it("counts the other side's new unviewed messages as unread, not mine", () => {
    let thread = addSupportMessage(empty, message(1), 'staff');
    expect(thread.unread).toBe(0);
    thread = addSupportMessage(thread, message(2, { senderKind: 'staff' }), 'staff');
    thread = addSupportMessage(thread, message(2, { senderKind: 'staff' }), 'staff');
    expect(thread.unread).toBe(1);
  });

  it('ignores a message of another thread', () => {
    const thread: SupportThread = { id: 7, messages: [message(1)], unread: 0 };
    expect(addSupportMessage(thread, message(2, { threadId: 8 }), 'staff')).toBe(thread);
  });
});

describe('markSupportViewed', () => {
  it('marks the answers up to the given id viewed and keeps newer ones unread', () => {
    const thread: SupportThread = {
      id: 7,
      messages: [message(1, { senderKind: 'staff' }), message(2), message(3, { senderKind: 'staff' })],
      unread: 2,
    };
    const viewed = markSupportViewed(thread, 'staff', 2, '2026-01-02T00:00:00.000Z');
    expect(viewed.unread).toBe(1);
    expect(viewed.messages[0]?.viewedAt).toBe('2026-01-02T00:00:00.000Z');
    expect(viewed.messages[1]?.viewedAt).toBeNull();
    expect(markSupportViewed(thread, 'staff', 3, 'now').unread).toBe(0);
  });
});
