import type { Page, SupportInboxItem, SupportMessage } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { applyInboxMessage, markInboxThreadRead } from './inboxUpdate';

function item(id: number, unread = 0): SupportInboxItem {
  return {
    id,
    supplierId: id * 10,
    companyName: `Company ${id}`,
    country: 'DE',
    lastMessage: null,
    lastMessageAt: '2026-01-01T00:00:00.000Z',
    unread,
  };
}
function page(items: SupportInboxItem[], pageIndex = 1): Page<SupportInboxItem> {
  return { list: items, total: items.length, pageIndex, pageSize: 20 };
}
function message(
  id: number,
  threadId: number,
  senderKind: SupportMessage['senderKind'] = 'supplier',
): SupportMessage {
  return {
    id,
    threadId,
    clientId: `c${id}`,
    senderKind,
    senderName: 'Ann',
    content: `hi ${id}`,
    createdAt: `2026-01-02T00:00:0${id}.000Z`,
    viewedAt: null,
  };
}

describe('applyInboxMessage', () => {
  it('moves the company to the top with the new preview and one more unread', () => {
    const { page: next, isListed } = applyInboxMessage(page([item(1), item(2)]), message(5, 2), null);
    expect(isListed).toBe(true);
    expect(next.list.map((i) => i.id)).toEqual([2, 1]);
    expect(next.list[0]?.lastMessage?.content).toBe('hi 5');
    expect(next.list[0]?.unread).toBe(1);
  });

  it('counts nothing twice, nor the team answers, nor the thread being read', () => {
    const once = applyInboxMessage(page([item(1)]), message(5, 1), null).page;
    expect(applyInboxMessage(once, message(5, 1), null).page.list[0]?.unread).toBe(1);
    expect(applyInboxMessage(page([item(1)]), message(6, 1, 'staff'), null).page.list[0]?.unread).toBe(0);
    expect(applyInboxMessage(page([item(1)]), message(6, 1), 1).page.list[0]?.unread).toBe(0);
  });

  it('keeps the order on later pages and reports a company that is not listed', () => {
    const later = applyInboxMessage(page([item(1), item(2)], 2), message(5, 2), null).page;
    expect(later.list.map((i) => i.id)).toEqual([1, 2]);
    expect(applyInboxMessage(page([item(1)]), message(5, 9), null).isListed).toBe(false);
  });
});

describe('markInboxThreadRead', () => {
  it('clears the unread count of the opened thread only', () => {
    const next = markInboxThreadRead(page([item(1, 3), item(2, 1)]), 1);
    expect(next.list.map((i) => i.unread)).toEqual([0, 1]);
  });
});
