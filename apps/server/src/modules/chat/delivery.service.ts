import type { ChatMessage, ViewedReceipt } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { defineCache, TEAM_CHANGED_TOPIC } from '../../platform/caches.js';
import { findConversationOwner, type Side } from './conversations.repository.js';
import {
  type ChatLogin,
  type ChatTeamMember,
  findBuyerLogins,
  listChatTeam,
} from './participants.repository.js';

type Pair = { supplierId: number; buyerId: number };

/**
 * Drop topic of the chat's view of a company's team: the session notifier drops it whenever users'
 * permissions change or their sessions end (disabled), so deliveries follow at once.
 */
export const CHAT_TEAM_TOPIC = TEAM_CHANGED_TOPIC;

/**
 * A company's chat users and a buyer's login are kept a few seconds: a busy conversation needs the
 * lookup once. Who owns the conversation is read afresh for every delivery (a hand-over is at once).
 */
const CHAT_TEAMS = defineCache<ChatTeamMember[]>({
  name: 'chatTeams',
  ttlMs: 10_000,
  maxEntries: 10_000,
  dropOn: [CHAT_TEAM_TOPIC],
});
const BUYER_LOGINS = defineCache<ChatLogin[]>({ name: 'chatBuyerLogins', ttlMs: 10_000, maxEntries: 10_000 });

/** The company's active users with chat (kept a few seconds in the context's caches). */
export function findChatTeam(ctx: AppContext, supplierId: number): Promise<ChatTeamMember[]> {
  return ctx.caches.of(CHAT_TEAMS).get(String(supplierId), () => listChatTeam(ctx.db, supplierId));
}

/**
 * Who on the company's side hears a conversation (issue 19): its owner and the users with chat
 * company-wide; while nobody owns it, every user with chat (the shared inbox). A colleague with chat
 * at own scope never hears another's conversation.
 */
async function supplierRecipients(
  ctx: AppContext,
  supplierId: number,
  conversationId: number,
  knownOwner?: number | null,
): Promise<ChatLogin[]> {
  const [team, owner] = await Promise.all([
    findChatTeam(ctx, supplierId),
    knownOwner === undefined ? findConversationOwner(ctx.db, conversationId) : knownOwner,
  ]);
  return team.filter((member) => member.chatScope === 'company' || owner === null || member.userId === owner);
}

function buyerRecipients(ctx: AppContext, buyerId: number): Promise<ChatLogin[]> {
  return ctx.caches.of(BUYER_LOGINS).get(String(buyerId), () => findBuyerLogins(ctx.db, buyerId));
}

/**
 * Delivers a stored message to both sides (the sender's other tabs too), or to one side; on the
 * company's side only to those who may read this conversation. `knownOwner`: the conversation's
 * owner when the caller has just read it with the message (the hot path), else it is read here.
 */
export async function deliverMessage(
  ctx: AppContext,
  pair: Pair,
  message: ChatMessage,
  to: Side | 'both' = 'both',
  knownOwner?: number | null,
) {
  const [supplier, buyer] = await Promise.all([
    to === 'buyer' ? [] : supplierRecipients(ctx, pair.supplierId, message.conversationId, knownOwner),
    to === 'supplier' ? [] : buyerRecipients(ctx, pair.buyerId),
  ]);
  ctx.chat.deliver(message, [...buyer, ...supplier]);
}

/** Tells the other side that the viewer saw its messages (the ticks turn to viewed). */
export async function deliverViewedReceipt(
  ctx: AppContext,
  pair: Pair,
  viewer: Side,
  receipt: ViewedReceipt,
) {
  const others =
    viewer === 'supplier'
      ? await buyerRecipients(ctx, pair.buyerId)
      : await supplierRecipients(ctx, pair.supplierId, receipt.conversationId);
  ctx.chat.viewed(
    receipt,
    others.map((u) => u.userId),
  );
}
