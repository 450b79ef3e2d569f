import type { CallInput, chatCalls, History, MarkViewed, MarkViewedResult, UnreadCount } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { ownerOf, type Viewer, viewerReach } from './chatViewer.js';
import { requireConversation } from './conversations.service.js';
import { deliverViewedReceipt } from './delivery.service.js';
import { countUnread, isFileInBuyerConversations, listMessages, markViewed } from './messages.repository.js';
import { toChatMessageDtos } from './toChatMessageDto.js';

/** Gets a conversation's history newest first (paged back with beforeId), or what came after afterId (resync). */
export async function getHistory(
  ctx: AppContext,
  viewer: Viewer,
  query: CallInput<typeof chatCalls.history>,
): Promise<History> {
  await requireConversation(ctx, viewer, query.conversationId);
  const rows = await listMessages(ctx.db, query.conversationId, {
    withNotices: viewer.side === 'supplier',
    beforeId: query.beforeId,
    afterId: query.afterId,
    limit: query.pageSize + 1,
  });
  return {
    list: await toChatMessageDtos(ctx, rows.slice(0, query.pageSize)),
    hasMore: rows.length > query.pageSize,
  };
}

/** Marks the other side's messages viewed up to an id and tells that side (the ticks turn to viewed). */
export async function viewMessages(
  ctx: AppContext,
  viewer: Viewer,
  input: MarkViewed,
): Promise<MarkViewedResult> {
  const conversation = await requireConversation(ctx, viewer, input.conversationId, 'chat:write');
  const marked = await markViewed(ctx.db, input.conversationId, viewer.side, input.upToId);
  if (marked) {
    await deliverViewedReceipt(ctx, conversation, viewer.side, {
      conversationId: input.conversationId,
      upToId: marked.id,
      viewedAt: marked.viewedAt.toISOString(),
    });
  }
  return { viewed: marked?.id ?? null };
}

/** Counts the other side's messages I have not viewed, over all my conversations. */
export async function countUnreadMessages(ctx: AppContext, viewer: Viewer): Promise<UnreadCount> {
  return {
    count: await countUnread(ctx.db, viewer.side, ownerOf(viewer), viewerReach(viewer, 'chat:read')),
  };
}

/** Whether a file was sent in one of this buyer's conversations (so the buyer may read it). */
export function isFileSentToBuyer(db: Database, buyerId: number, fileId: string): Promise<boolean> {
  return isFileInBuyerConversations(db, buyerId, fileId);
}
