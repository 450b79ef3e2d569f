import type { CallInput, Conversation, chatCalls, ListCount, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import { getCredentialBadges } from '../credentials/credentialBadges.service.js';
import { type ChatNeed, ownerOf, type Viewer, viewerReach } from './chatViewer.js';
import {
  countConversations,
  findOwnConversation,
  listConversations,
  setStarred,
} from './conversations.repository.js';
import { toChatMessageDtos } from './toChatMessageDto.js';
import { toConversationDto } from './toConversationDto.js';

type ListQuery = CallInput<typeof chatCalls.list>;

/**
 * Requires a conversation of the viewer's side within their reach for the need; another company's
 * or buyer's, or a colleague's for a user with chat at own scope, gives not found.
 */
export async function requireConversation(
  ctx: AppContext,
  viewer: Viewer,
  conversationId: number,
  need: ChatNeed = 'chat:read',
) {
  const conversation = await findOwnConversation(
    ctx.db,
    viewer.side,
    ownerOf(viewer),
    conversationId,
    viewerReach(viewer, need),
  );
  if (!conversation) throw new AppError('RECORD_NOT_FOUND');
  return conversation;
}

/** Lists my conversations, most recent first: all or starred, unread only, searched, or with one party. */
export async function listMyConversations(
  ctx: AppContext,
  viewer: Viewer,
  query: ListQuery,
): Promise<Page<Conversation>> {
  const { rows, total } = await listConversations(
    ctx.db,
    viewer.side,
    ownerOf(viewer),
    {
      tab: query.tab,
      unreadOnly: query.unreadOnly,
      keyword: query.keyword || undefined,
      otherId: viewer.side === 'supplier' ? query.buyerId : query.supplierId,
      ...pageRange(query),
    },
    viewerReach(viewer, 'chat:read'),
  );
  const handover = viewer.side === 'supplier' ? viewerReach(viewer, 'chat:write') : undefined;
  const last = await toChatMessageDtos(
    ctx,
    rows.flatMap((r) => (r.lastMessage ? [r.lastMessage] : [])),
  );
  const lastOf = new Map(last.map((m) => [m.conversationId, m]));
  // Buyers see the suppliers' verified credentials beside their names.
  const badges =
    viewer.side === 'buyer'
      ? await getCredentialBadges(
          ctx,
          rows.map((r) => r.conversation.supplierId),
        )
      : null;
  return toPage(
    rows.map((r) => {
      const dto = toConversationDto(
        r,
        viewer.side,
        lastOf.get(r.conversation.id) ?? null,
        handover && viewer.caller.permissions.has('chat:write') ? handover : null,
      );
      return badges
        ? { ...dto, supplier: { ...dto.supplier, credentials: badges.get(dto.supplier.id) ?? [] } }
        : dto;
    }),
    total,
    query,
  );
}

/** Stars or unstars one of my conversations (for my side only). */
export async function starConversation(
  ctx: AppContext,
  viewer: Viewer,
  input: { conversationId: number; starred: boolean },
): Promise<null> {
  await requireConversation(ctx, viewer, input.conversationId, 'chat:write');
  await setStarred(ctx.db, viewer.side, input.conversationId, input.starred);
  return null;
}

/** Counts my conversations: all, starred, and with unread messages (the tabs). */
export function countMyConversations(ctx: AppContext, viewer: Viewer): Promise<ListCount> {
  return countConversations(ctx.db, viewer.side, ownerOf(viewer), viewerReach(viewer, 'chat:read'));
}
