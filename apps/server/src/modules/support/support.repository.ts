import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { suppliers, supportMessages, supportThreads } from '../../db/schema/index.js';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function findThreadOfSupplier(db: Database, supplierId: number) {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.supplierId, supplierId));
  return row;
}

export async function findThread(db: Database, threadId: number) {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, threadId));
  return row;
}

export async function openThread(db: Database, supplierId: number) {
  await db.insert(supportThreads).values({ supplierId }).onConflictDoNothing();
  const thread = await findThreadOfSupplier(db, supplierId);
  if (!thread) throw new Error('support thread upsert found nothing');
  return thread;
}

export async function findSupportMessageByClientId(db: Database, senderUserId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.senderUserId, senderUserId), eq(supportMessages.clientId, clientId)));
  return row;
}

/** Stores a message unless its sender already stored one with this client id (then undefined). */
export async function insertSupportMessage(db: Database, message: typeof supportMessages.$inferInsert) {
  const [row] = await db.insert(supportMessages).values(message).onConflictDoNothing().returning();
  if (row)
    await db
      .update(supportThreads)
      .set({ lastMessageId: row.id, lastMessageAt: row.createdAt })
      .where(eq(supportThreads.id, row.threadId));
  return row;
}

/** The latest messages of a thread, oldest first. */
export async function latestMessages(db: Database, threadId: number, limit: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Marks the other side's messages viewed; `viewer` is who is reading. */
export async function markSupportViewed(db: Database, threadId: number, viewer: 'supplier' | 'staff') {
  await db
    .update(supportMessages)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.senderKind, viewer === 'supplier' ? 'staff' : 'supplier'),
        isNull(supportMessages.viewedAt),
      ),
    );
}

export async function countUnviewed(db: Database, threadId: number, from: 'supplier' | 'staff') {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.senderKind, from),
        isNull(supportMessages.viewedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Every company's thread for the team, most recent first, with unread supplier messages. */
export async function listThreads(
  db: Database,
  query: { unreadOnly: boolean; offset: number; limit: number },
) {
  // Qualified by hand: Drizzle renders ${supportThreads.id} unqualified inside subqueries of one-table selects.
  const unread = sql<number>`(select count(*)::int from support_messages m where m.thread_id = "support_threads"."id" and m.sender_kind = 'supplier' and m.viewed_at is null)`;
  const where = query.unreadOnly ? sql`${unread} > 0` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        thread: supportThreads,
        companyName: suppliers.name,
        country: suppliers.country,
        unread,
        lastMessage: supportMessages,
      })
      .from(supportThreads)
      .innerJoin(suppliers, eq(suppliers.id, supportThreads.supplierId))
      .leftJoin(supportMessages, eq(supportMessages.id, supportThreads.lastMessageId))
      .where(where)
      .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(supportThreads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
