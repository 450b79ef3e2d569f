import type { Page, SupportInboxItem, SupportMessage, SupportThread } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { Caller, SupplierCaller } from '../../http/caller.js';
import { toSupportInboxItemDto, toSupportMessageDto } from './support.presenter.js';
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
} from './support.repository.js';

const THREAD_MESSAGES = 100;

/** The widget's conversation with the support team (empty until the company writes). */
export async function getMySupportThread(ctx: AppContext, caller: SupplierCaller): Promise<SupportThread> {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (!thread) return { id: null, messages: [], unread: 0 };
  const [messages, unread] = await Promise.all([
    latestMessages(ctx.db, thread.id, THREAD_MESSAGES),
    countUnviewed(ctx.db, thread.id, 'staff'),
  ]);
  return { id: thread.id, messages: messages.map(toSupportMessageDto), unread };
}

/** Stores a message once per clientId and tells both sides. */
async function store(
  ctx: AppContext,
  sender: Caller,
  senderKind: 'supplier' | 'staff',
  thread: { id: number; supplierId: number },
  input: { clientId: string; content: string },
): Promise<SupportMessage> {
  const earlier = await findSupportMessageByClientId(ctx.db, sender.userId, input.clientId);
  if (earlier) return toSupportMessageDto(earlier);
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
  const message = toSupportMessageDto(row);
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

/** The company has read the team's messages. */
export async function viewSupport(ctx: AppContext, caller: SupplierCaller) {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (thread) await markSupportViewed(ctx.db, thread.id, 'supplier');
}

/** The team's inbox: every company's thread, most recent first. */
export async function listSupportInbox(
  ctx: AppContext,
  query: { unreadOnly: boolean; pageIndex: number; pageSize: number },
): Promise<Page<SupportInboxItem>> {
  const { rows, total } = await listThreads(ctx.db, {
    unreadOnly: query.unreadOnly,
    ...pageRange(query),
  });
  return toPage(rows.map(toSupportInboxItemDto), total, query);
}

/** One company's thread for the team; opening it marks the company's messages viewed. */
export async function getSupportThreadForStaff(ctx: AppContext, threadId: number): Promise<SupportThread> {
  const thread = await findThread(ctx.db, threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  await markSupportViewed(ctx.db, thread.id, 'staff');
  const messages = await latestMessages(ctx.db, thread.id, THREAD_MESSAGES);
  return { id: thread.id, messages: messages.map(toSupportMessageDto), unread: 0 };
}

/** A member of the team answers a company's thread (idempotent by clientId); the company sees it live. */
export async function replyAsStaff(
  ctx: AppContext,
  caller: Caller,
  input: { threadId: number; clientId: string; content: string },
) {
  const thread = await findThread(ctx.db, input.threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  return store(ctx, caller, 'staff', thread, input);
}
