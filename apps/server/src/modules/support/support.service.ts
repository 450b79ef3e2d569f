import type { Page, SupportInboxItem, SupportMessage, SupportThread } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { Caller, SupplierCaller } from '../../http/caller.js';
import {
  countUnviewed,
  findSupportMessageByClientId,
  findThread,
  findThreadOfSupplier,
  insertSupportMessage,
  latestMessages,
  listThreads,
  markSupportViewed,
  openThread,
  type SupportMessageRow,
} from './support.repository.js';

const THREAD_MESSAGES = 100;

function toSupportMessage(row: SupportMessageRow): SupportMessage {
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

/** The widget's conversation with the support team (empty until the company writes). */
export async function getMySupportThread(ctx: AppContext, caller: SupplierCaller): Promise<SupportThread> {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (!thread) return { id: null, messages: [], unread: 0 };
  const [messages, unread] = await Promise.all([
    latestMessages(ctx.db, thread.id, THREAD_MESSAGES),
    countUnviewed(ctx.db, thread.id, 'staff'),
  ]);
  return { id: thread.id, messages: messages.map(toSupportMessage), unread };
}

async function store(
  ctx: AppContext,
  sender: Caller,
  senderKind: 'supplier' | 'staff',
  thread: { id: number; supplierId: number },
  input: { clientId: string; content: string },
): Promise<SupportMessage> {
  const earlier = await findSupportMessageByClientId(ctx.db, sender.userId, input.clientId);
  if (earlier) return toSupportMessage(earlier);
  const row =
    (await insertSupportMessage(ctx.db, {
      threadId: thread.id,
      clientId: input.clientId,
      senderKind,
      senderUserId: sender.userId,
      senderName: senderKind === 'staff' ? 'Supplier Cloud' : sender.realName,
      content: input.content,
    })) ?? (await findSupportMessageByClientId(ctx.db, sender.userId, input.clientId));
  if (!row) throw new Error('support message neither inserted nor found');
  const message = toSupportMessage(row);
  ctx.chat.support(message, thread.supplierId);
  return message;
}

/** A supplier user writes to the support team (idempotent by clientId); the team sees it live. */
export async function sendToSupport(
  ctx: AppContext,
  caller: SupplierCaller,
  input: { clientId: string; content: string },
) {
  const thread = await openThread(ctx.db, caller.supplierId);
  return store(ctx, caller, 'supplier', thread, input);
}

export async function viewSupport(ctx: AppContext, caller: SupplierCaller) {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (thread) await markSupportViewed(ctx.db, thread.id, 'supplier');
}

/** The team's inbox: every company's thread, most recent first. */
export async function supportInbox(
  ctx: AppContext,
  query: { unreadOnly: boolean; pageIndex: number; pageSize: number },
): Promise<Page<SupportInboxItem>> {
  const { rows, total } = await listThreads(ctx.db, {
    unreadOnly: query.unreadOnly,
    ...pageRange(query),
  });
  return toPage(
    rows.map((r) => ({
      id: r.thread.id,
      supplierId: r.thread.supplierId,
      companyName: r.companyName,
      country: r.country,
      lastMessage: r.lastMessage ? toSupportMessage(r.lastMessage) : null,
      lastMessageAt: r.thread.lastMessageAt.toISOString(),
      unread: r.unread,
    })),
    total,
    query,
  );
}

/** One company's thread for the team; opening it marks the company's messages viewed. */
export async function supportThreadForStaff(ctx: AppContext, threadId: number): Promise<SupportThread> {
  const thread = await findThread(ctx.db, threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  await markSupportViewed(ctx.db, thread.id, 'staff');
  const messages = await latestMessages(ctx.db, thread.id, THREAD_MESSAGES);
  return { id: thread.id, messages: messages.map(toSupportMessage), unread: 0 };
}

export async function replyAsStaff(
  ctx: AppContext,
  caller: Caller,
  input: { threadId: number; clientId: string; content: string },
) {
  const thread = await findThread(ctx.db, input.threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  return store(ctx, caller, 'staff', thread, input);
}
