import { MESSAGE_TYPE } from '@sc/contract';
import { and, count, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages, suppliers } from '../../db/schema/index.js';
import { type ChatReach, reachCondition } from './chatViewer.js';
import type { Side } from './conversations.repository.js';

export type MessageRow = typeof messages.$inferSelect;

/** The message a sender stored with this client id, if any. */
export async function findMessageByClientId(db: Database, senderUserId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderUserId, senderUserId), eq(messages.clientId, clientId)));
  return row;
}

/** The sender of every system notice (type 9999); notices go to the supplier's company only. */
export const SYSTEM_SENDER = {
  clientId: null,
  senderKind: 'system' as const,
  senderUserId: null,
  senderName: 'Supplier Cloud',
};

/**
 * A notice that leaves the conversation's last message where it was, for news inside my company (a
 * hand-over between colleagues): the list goes on showing what was last said with the buyer.
 */
export async function insertQuietNotice(
  db: Database,
  notice: Pick<typeof messages.$inferInsert, 'conversationId' | 'createCode' | 'content' | 'noticeParams'>,
) {
  const [row] = await db
    .insert(messages)
    .values({ ...SYSTEM_SENDER, type: MESSAGE_TYPE.system, ...notice })
    .returning();
  if (!row) throw new Error('notice not inserted');
  return row;
}

/**
 * Stores a message unless the sender already stored one with this client id (then undefined), and
 * makes it the conversation's last; the buyer's last too unless it is a notice (the company's only).
 */
export async function insertMessage(db: Database, message: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(message).onConflictDoNothing().returning();
  if (row)
    await db
      .update(conversations)
      .set({
        lastMessageId: row.id,
        lastMessageAt: row.createdAt,
        ...(row.senderKind === 'system'
          ? {}
          : { buyerLastMessageId: row.id, buyerLastMessageAt: row.createdAt }),
      })
      .where(eq(conversations.id, row.conversationId));
  return row;
}

/** Newest first: before an id (paging back) or after one (catching up after a reconnect). */
export async function listMessages(
  db: Database,
  conversationId: number,
  page: { withNotices: boolean; beforeId?: number | undefined; afterId?: number | undefined; limit: number },
) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.withNotices ? undefined : ne(messages.senderKind, 'system'),
        page.beforeId ? lt(messages.id, page.beforeId) : undefined,
        page.afterId !== undefined ? gt(messages.id, page.afterId) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit);
}

/** Marks the other side's messages up to an id as viewed; returns the highest one newly marked. */
export async function markViewed(db: Database, conversationId: number, viewer: Side, upToId: number) {
  const rows = await db
    .update(messages)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lte(messages.id, upToId),
        eq(messages.senderKind, viewer === 'supplier' ? 'buyer' : 'supplier'),
        isNull(messages.viewedAt),
      ),
    )
    .returning({ id: messages.id, viewedAt: messages.viewedAt });
  return rows.reduce<{ id: number; viewedAt: Date } | undefined>(
    (max, r) => (r.viewedAt && (!max || r.id > max.id) ? { id: r.id, viewedAt: r.viewedAt } : max),
    undefined,
  );
}

/** Messages from the other side I have not viewed, over all my conversations (within my reach). */
export async function countUnread(
  db: Database,
  side: Side,
  ownerId: number,
  reach?: ChatReach,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
        reachCondition(reach),
        eq(messages.senderKind, side === 'supplier' ? 'buyer' : 'supplier'),
        isNull(messages.viewedAt),
      ),
    );
  return row?.n ?? 0;
}

/** A quotation card message of a conversation the given side belongs to (within a supplier user's reach). */
export async function findQuotationMessageOfOwner(
  db: Database,
  side: Side,
  ownerId: number,
  messageId: number,
  reach?: ChatReach,
) {
  const [row] = await db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      quotation: messages.quotation,
      supplierId: conversations.supplierId,
      supplierName: suppliers.name,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.type, MESSAGE_TYPE.quotation),
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
        reachCondition(reach),
      ),
    );
  return row?.quotation ? { ...row, quotation: row.quotation } : undefined;
}

/** A message of a conversation the given side belongs to (within a supplier user's reach). */
export async function findMessageOfOwner(
  db: Database,
  side: Side,
  ownerId: number,
  messageId: number,
  reach?: ChatReach,
) {
  const [row] = await db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
        reachCondition(reach),
      ),
    );
  return row;
}

/** The quotation my company (or, given a sender, that user) sent last in any chat, if any. */
export async function findLastSentQuotationId(db: Database, supplierId: number, senderUserId?: number) {
  const [row] = await db
    .select({ quotationId: sql<number>`(${messages.quotation}->>'quotationId')::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.supplierId, supplierId),
        eq(messages.type, MESSAGE_TYPE.quotation),
        senderUserId === undefined ? undefined : eq(messages.senderUserId, senderUserId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.quotationId ?? null;
}

/** Whether a file was sent in a message of one of this buyer's conversations. */
export async function isFileInBuyerConversations(db: Database, buyerId: number, fileId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.fileId, fileId), eq(conversations.buyerId, buyerId)))
    .limit(1);
  return Boolean(row);
}
