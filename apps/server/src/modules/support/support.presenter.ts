import type { SupportInboxItem, SupportMessage } from '@sc/contract';
import type { listThreads, SupportMessageRow } from './support.repository.js';

type ThreadRow = Awaited<ReturnType<typeof listThreads>>['rows'][number];

/** The one place a support message row becomes JSON. */
export function toSupportMessageDto(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    clientId: row.clientId,
    senderKind: row.senderKind,
    senderName: row.senderName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
  };
}

/** A company's thread as the team's inbox lists it. */
export function toSupportInboxItemDto(row: ThreadRow): SupportInboxItem {
  return {
    id: row.thread.id,
    supplierId: row.thread.supplierId,
    companyName: row.companyName,
    country: row.country,
    lastMessage: row.lastMessage ? toSupportMessageDto(row.lastMessage) : null,
    lastMessageAt: row.thread.lastMessageAt.toISOString(),
    unread: row.unread,
  };
}
