import type { SupportMessage, SupportThread } from '@sc/contract';
import { mergeMessages } from '../../lib/chat/chatMessages';

/**
 * A live or just-sent message added to the thread; a message already there changes nothing (the
 * socket and the send answer both deliver it). Unread counts the other side's new, unviewed ones.
 */
export function addSupportMessage(
  thread: SupportThread,
  message: SupportMessage,
  otherSide: SupportMessage['senderKind'],
): SupportThread {
  if (thread.id !== null && thread.id !== message.threadId) return thread;
  if (thread.messages.some((existing) => existing.id === message.id)) return thread;
  const isUnread = message.senderKind === otherSide && message.viewedAt === null;
  return {
    id: message.threadId,
    messages: mergeMessages(thread.messages, [message]),
    unread: thread.unread + (isUnread ? 1 : 0),
  };
}

/**
 * The thread after I viewed the other side's messages up to `upToId` (the newest I had when I
 * told the server); anything newer stays unread.
 */
export function markSupportViewed(
  thread: SupportThread,
  otherSide: SupportMessage['senderKind'],
  upToId: number,
  now: string,
): SupportThread {
  const isSeen = (m: SupportMessage) => m.senderKind === otherSide && !m.viewedAt && m.id <= upToId;
  const messages = thread.messages.map((m) => (isSeen(m) ? { ...m, viewedAt: now } : m));
  const unread = messages.filter((m) => m.senderKind === otherSide && !m.viewedAt).length;
  return { ...thread, messages, unread };
}
