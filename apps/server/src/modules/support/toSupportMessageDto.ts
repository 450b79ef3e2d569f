import type { SupportMessage } from '@sc/contract';
import type { SupportMessageRow } from './support.repository.js';

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
