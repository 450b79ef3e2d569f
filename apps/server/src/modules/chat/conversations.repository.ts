import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { buyers, conversations, messages, suppliers, users } from '../../db/schema/index.js';
import { type ChatReach, reachCondition } from './chatViewer.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type Side = 'supplier' | 'buyer';

/**
 * The conversation of a supplier and a buyer, made on first use (`isNew`); locked for the
 * transaction, so one conversation's sends queue while different conversations run side by side.
 * A new one started by the supplier's side belongs to `ownerUserId` (issue 19).
 */
export async function openConversation(
  db: Database,
  supplierId: number,
  buyerId: number,
  startedBy: Side,
  ownerUserId: number | null = null,
) {
  const lockExisting = async () => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.supplierId, supplierId), eq(conversations.buyerId, buyerId)))
      .for('update');
    return row;
  };
  // Almost every message goes to a conversation that exists: one query for those.
  const existing = await lockExisting();
  if (existing) return { ...existing, isNew: false };
  const [created] = await db
    .insert(conversations)
    .values({ supplierId, buyerId, startedBy, ownerUserId })
    .onConflictDoNothing()
    .returning();
  if (created) return { ...created, isNew: true };
  // Another first message made it at the same moment.
  const raced = await lockExisting();
  if (!raced) throw new Error('conversation upsert found nothing');
  return { ...raced, isNew: false };
}

/**
 * A conversation the given side belongs to, or undefined (another company's or buyer's, or beyond a
 * supplier user's reach). `lock`: locked for the rest of the transaction.
 */
export async function findOwnConversation(
  db: Database,
  side: Side,
  ownerId: number,
  conversationId: number,
  reach?: ChatReach,
  lock = false,
) {
  const query = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
        reachCondition(reach),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The user who owns a conversation now (null: nobody yet), or undefined when it does not exist. */
export async function findConversationOwner(db: Database, conversationId: number) {
  const [row] = await db
    .select({ ownerUserId: conversations.ownerUserId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.ownerUserId;
}

/** The first company user who answers an unowned conversation owns it; false when someone already does. */
export async function claimConversation(db: Database, conversationId: number, userId: number) {
  const rows = await db
    .update(conversations)
    .set({ ownerUserId: userId })
    .where(and(eq(conversations.id, conversationId), isNull(conversations.ownerUserId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** Gives a conversation a new owner (a hand-over). */
export async function setConversationOwner(db: Database, conversationId: number, userId: number) {
  await db.update(conversations).set({ ownerUserId: userId }).where(eq(conversations.id, conversationId));
}

const ownerUser = alias(users, 'owner_user');

const unreadFor = (side: Side) =>
  // Qualified by hand: in a one-table select Drizzle renders ${conversations.id} unqualified in subqueries.
  sql<number>`(select count(*)::int from messages m where m.conversation_id = "conversations"."id" and m.sender_kind = ${side === 'supplier' ? 'buyer' : 'supplier'} and m.viewed_at is null)`;

/** My conversations, most recent first, with the other side and my unread count. */
export async function listConversations(
  db: Database,
  side: Side,
  ownerId: number,
  query: {
    tab: 'all' | 'starred';
    unreadOnly: boolean;
    keyword?: string | undefined;
    /** The other party, to find one conversation. */
    otherId?: number | undefined;
    offset: number;
    limit: number;
  },
  reach?: ChatReach,
) {
  const unread = unreadFor(side);
  const mine =
    side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId);
  const starred = side === 'supplier' ? conversations.supplierStarred : conversations.buyerStarred;
  const lastAt = side === 'supplier' ? conversations.lastMessageAt : conversations.buyerLastMessageAt;
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where: SQL | undefined = and(
    mine,
    reachCondition(reach),
    query.tab === 'starred' ? eq(starred, true) : undefined,
    query.otherId
      ? side === 'supplier'
        ? eq(conversations.buyerId, query.otherId)
        : eq(conversations.supplierId, query.otherId)
      : undefined,
    query.unreadOnly ? sql`${unread} > 0` : undefined,
    pattern
      ? side === 'supplier'
        ? or(ilike(users.realName, pattern), ilike(buyers.companyName, pattern))
        : ilike(suppliers.name, pattern)
      : undefined,
  );
  const base = () =>
    db
      .select({
        conversation: conversations,
        unread,
        buyerCode: users.adminCode,
        buyerName: users.realName,
        buyerCountry: users.country,
        buyerCompany: buyers.companyName,
        buyerLastOnlineAt: buyers.lastOnlineAt,
        buyerBlockedAt: buyers.blockedAt,
        supplierName: suppliers.name,
        supplierCountry: suppliers.country,
        lastMessage: messages,
        ownerName: ownerUser.realName,
      })
      .from(conversations)
      .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
      .leftJoin(
        messages,
        eq(messages.id, side === 'supplier' ? conversations.lastMessageId : conversations.buyerLastMessageId),
      )
      .leftJoin(ownerUser, eq(ownerUser.id, conversations.ownerUserId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(desc(lastAt), desc(conversations.id)).offset(query.offset).limit(query.limit),
    db
      .select({ n: count() })
      .from(conversations)
      .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ConversationListRow = Awaited<ReturnType<typeof listConversations>>['rows'][number];

/** Stars or unstars a conversation for one side. */
export async function setStarred(db: Database, side: Side, conversationId: number, starred: boolean) {
  await db
    .update(conversations)
    .set(side === 'supplier' ? { supplierStarred: starred } : { buyerStarred: starred })
    .where(eq(conversations.id, conversationId));
}

/** My conversations: all, starred, and with unread messages. */
export async function countConversations(db: Database, side: Side, ownerId: number, reach?: ChatReach) {
  const mine = and(
    side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
    reachCondition(reach),
  );
  const starred = side === 'supplier' ? conversations.supplierStarred : conversations.buyerStarred;
  const unread = unreadFor(side);
  const [row] = await db
    .select({
      all: count(),
      starred: sql<number>`count(*) filter (where ${starred})::int`,
      unread: sql<number>`count(*) filter (where ${unread} > 0)::int`,
    })
    .from(conversations)
    .where(mine);
  return { all: row?.all ?? 0, starred: row?.starred ?? 0, unread: row?.unread ?? 0 };
}
