import type { Handoff, HandoffColleague, HandoffResult } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { recordAudit } from '../audit/audit.service.js';
import { chatReachOf } from './chatViewer.js';
import { findOwnConversation, setConversationOwner } from './conversations.repository.js';
import { deliverMessage } from './delivery.service.js';
import { insertQuietNotice } from './messages.repository.js';
import { findUserName, listChatTeam } from './participants.repository.js';
import { toChatMessageDto } from './toChatMessageDto.js';

/** Lists the colleagues a conversation can be handed to: the company's active users with chat. */
export async function listHandoffColleagues(
  ctx: AppContext,
  caller: SupplierCaller,
): Promise<HandoffColleague[]> {
  return (await listChatTeam(ctx.db, caller.supplierId)).map((member) => ({
    id: member.userId,
    name: member.realName,
    email: member.email,
    isMe: member.userId === caller.userId,
    scope: member.chatScope,
  }));
}

/**
 * Hands one of my conversations to a colleague, who becomes its owner (issue 19). Its owner may, or
 * a user with chat company-wide; a colleague's conversation at own scope is RECORD_NOT_FOUND, an
 * unowned one HANDOFF_NOT_ALLOWED. The colleague must be active and hold chat. The change, a notice in
 * the conversation for my company (who handed it to whom; the buyer never sees it) and the audit entry
 * are one transaction; then the notice is delivered and the new owner is told (`chat:handedOver`).
 */
export async function handOverConversation(
  ctx: AppContext,
  caller: SupplierCaller,
  input: Handoff,
  ip: string,
): Promise<HandoffResult> {
  const reach = chatReachOf(caller, 'chat:write');
  const { target, notice, buyerId } = await inTransaction(ctx.db, async (tx) => {
    const conversation = await findOwnConversation(
      tx,
      'supplier',
      caller.supplierId,
      input.conversationId,
      reach,
      true,
    );
    if (!conversation) throw new AppError('RECORD_NOT_FOUND');
    if (reach.ownOnly && conversation.ownerUserId !== caller.userId)
      throw new AppError('HANDOFF_NOT_ALLOWED');
    const member = (await listChatTeam(tx, caller.supplierId)).find((m) => m.userId === input.toUserId);
    if (!member) throw new AppError('HANDOFF_TARGET_UNAVAILABLE');
    if (conversation.ownerUserId === member.userId) throw new AppError('HANDOFF_ALREADY_OWNER');
    const fromUserId = conversation.ownerUserId;
    await setConversationOwner(tx, conversation.id, member.userId);
    const notice = await insertQuietNotice(tx, {
      conversationId: conversation.id,
      createCode: caller.adminCode,
      content: 'notice.handedOver',
      noticeParams: { by: caller.realName, to: member.realName },
    });
    await recordAudit(tx, {
      actor: { userId: caller.userId, realName: caller.realName },
      action: 'conversation.handedOver',
      targetType: 'conversation',
      targetId: conversation.id,
      details: {
        buyerId: conversation.buyerId,
        fromUserId,
        fromName: fromUserId === null ? null : ((await findUserName(tx, fromUserId)) ?? null),
        toUserId: member.userId,
        toName: member.realName,
      },
      supplierId: caller.supplierId,
      ip,
    });
    return { target: member, notice, buyerId: conversation.buyerId };
  });
  await deliverMessage(
    ctx,
    { supplierId: caller.supplierId, buyerId },
    await toChatMessageDto(ctx, notice),
    'supplier',
    target.userId,
  );
  if (target.userId !== caller.userId)
    ctx.chat.handedOver({ conversationId: input.conversationId, fromName: caller.realName }, target.userId);
  return { conversationId: input.conversationId, owner: { id: target.userId, name: target.realName } };
}
