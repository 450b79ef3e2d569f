import type { Page, SupportInboxItem, SupportMessage } from '@sc/contract';

/**
 * A live message applied to one page of the inbox: its company gets the new preview and time (and
 * one more unread when the company wrote and the thread is not open), and, on the first page, moves
 * to the top. `isListed` is false when the company is not on this page: the page needs a fresh read.
 */
export function applyInboxMessage(
  page: Page<SupportInboxItem>,
  message: SupportMessage,
  openThreadId: number | null,
): { page: Page<SupportInboxItem>; isListed: boolean } {
  const index = page.list.findIndex((item) => item.id === message.threadId);
  const item = page.list[index];
  if (!item) return { page, isListed: false };
  if (item.lastMessage && item.lastMessage.id >= message.id) return { page, isListed: true };
  const isUnread =
    message.senderKind === 'supplier' && message.threadId !== openThreadId && !message.viewedAt;
  const updated: SupportInboxItem = {
    ...item,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unread: item.unread + (isUnread ? 1 : 0),
  };
  const rest = page.list.filter((_, i) => i !== index);
  const list =
    page.pageIndex === 1 ? [updated, ...rest] : page.list.map((row, i) => (i === index ? updated : row));
  return { page: { ...page, list }, isListed: true };
}

/** The inbox page after the team opened a thread (opening marks the company's messages viewed). */
export function markInboxThreadRead(page: Page<SupportInboxItem>, threadId: number): Page<SupportInboxItem> {
  if (!page.list.some((item) => item.id === threadId && item.unread > 0)) return page;
  return { ...page, list: page.list.map((item) => (item.id === threadId ? { ...item, unread: 0 } : item)) };
}
