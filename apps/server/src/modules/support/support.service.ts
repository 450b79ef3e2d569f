import type {
  CallInput,
  consoleSupportCalls,
  Page,
  SupportInboxItem,
  SupportMessage,
  SupportReply,
  SupportSend,
  SupportThread,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import type { Caller, SupplierCaller } from '../../http/caller.js';
import { countMessage } from '../../http/rateLimits.js';
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
/** How the team signs its messages to companies. */
export const STAFF_SENDER_NAME = 'Supplier Cloud';

/** Gets my company's conversation with the support team (empty until the company writes). */
export async function getMySupportThread(ctx: AppContext, caller: SupplierCaller): Promise<SupportThread> {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (!thread) return { id: null, messages: [], unread: 0 };
  const [messages, unread] = await Promise.all([
    latestMessages(ctx.db, thread.id, THREAD_MESSAGES),
    countUnviewed(ctx.db, thread.id, 'staff'),
  ]);
  return { id: thread.id, messages: messages.map(toSupportMessageDto), unread };
}

/** Stores a message of either side once per clientId and tells both sides live. */
async function store(
  ctx: AppContext,
  sender: Caller,
  senderKind: 'supplier' | 'staff',
  thread: { id: number; supplierId: number },
  input: SupportSend,
): Promise<SupportMessage> {
  const earlier = await findSupportMessageByClientId(ctx.db, sender.userId, input.clientId);
  if (earlier) return toSupportMessageDto(earlier);
  const row =
    (await insertSupportMessage(ctx.db, {
      threadId: thread.id,
      clientId: input.clientId,
      senderKind,
      senderUserId: sender.userId,
      senderName: senderKind === 'staff' ? STAFF_SENDER_NAME : sender.realName,
      content: input.content,
    })) ?? (await findSupportMessageByClientId(ctx.db, sender.userId, input.clientId));
  if (!row) throw new Error('support message neither inserted nor found');
  const message = toSupportMessageDto(row);
  announceSupportMessage(ctx, thread.supplierId, message);
  return message;
}

/**
 * Inside the caller's transaction: writes a message into a company's support thread for a workflow
 * (a change request, its answer). Tell both sides with `announceSupportMessage` after the commit.
 */
export async function writeSupportMessageInTx(
  tx: Database,
  supplierId: number,
  message: { senderKind: 'supplier' | 'staff'; senderUserId: number; senderName: string; content: string },
): Promise<SupportMessage> {
  const thread = await openThread(tx, supplierId);
  const row = await insertSupportMessage(tx, { threadId: thread.id, clientId: null, ...message });
  if (!row) throw new Error('support message not inserted');
  return toSupportMessageDto(row);
}

/** Shows a committed support message live to the company and the team. */
export function announceSupportMessage(ctx: AppContext, supplierId: number, message: SupportMessage): void {
  ctx.chat.support(message, supplierId);
}

/**
 * A supplier user writes to the support team (idempotent by clientId); the team sees it live.
 * Past the per-user message limit it is refused (MESSAGES_TOO_FAST).
 */
export async function sendToSupport(
  ctx: AppContext,
  caller: SupplierCaller,
  input: SupportSend,
): Promise<SupportMessage> {
  await countMessage(ctx.limits, caller.userId);
  const thread = await openThread(ctx.db, caller.supplierId);
  return store(ctx, caller, 'supplier', thread, input);
}

/** Marks the team's answers to my company viewed. */
export async function viewSupport(ctx: AppContext, caller: SupplierCaller): Promise<null> {
  const thread = await findThreadOfSupplier(ctx.db, caller.supplierId);
  if (thread) await markSupportViewed(ctx.db, thread.id, 'supplier');
  return null;
}

/** Lists the team's inbox: every company's thread, most recent first. */
export async function listSupportInbox(
  ctx: AppContext,
  query: CallInput<typeof consoleSupportCalls.inbox>,
): Promise<Page<SupportInboxItem>> {
  const { rows, total } = await listThreads(ctx.db, {
    unreadOnly: query.unreadOnly,
    ...pageRange(query),
  });
  return toPage(rows.map(toSupportInboxItemDto), total, query);
}

/** Opens one company's thread for the team, marking the company's messages viewed. */
export async function openSupportThreadForStaff(ctx: AppContext, threadId: number): Promise<SupportThread> {
  const thread = await findThread(ctx.db, threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  await markSupportViewed(ctx.db, thread.id, 'staff');
  const messages = await latestMessages(ctx.db, thread.id, THREAD_MESSAGES);
  return { id: thread.id, messages: messages.map(toSupportMessageDto), unread: 0 };
}

/** Answers a company as the team (idempotent by clientId); the company sees it live. Per-user message limit as above. */
export async function replyAsStaff(
  ctx: AppContext,
  caller: Caller,
  input: SupportReply,
): Promise<SupportMessage> {
  await countMessage(ctx.limits, caller.userId);
  const thread = await findThread(ctx.db, input.threadId);
  if (!thread) throw new AppError('RECORD_NOT_FOUND');
  return store(ctx, caller, 'staff', thread, input);
}
