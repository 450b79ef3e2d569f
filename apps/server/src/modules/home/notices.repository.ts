import type { NoticeFilter } from '@sc/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentItems, contentReads, suppliers, users } from '../../db/schema/index.js';
import { type AudienceFacts, reachesCompany } from './audience.js';
import type { ContentRow } from './content.repository.js';

/** Who is reading: the user (for read state) and their company (for the audience). */
export type Reader = { userId: number; joinedAt: Date; facts: AudienceFacts };

/** Published items of a kind whose time has come and not gone. */
export function liveItems(kind: ContentRow['kind'], now: Date): SQL {
  const at = now.toISOString();
  return sql`${contentItems.kind} = ${kind} and ${contentItems.status} = 'published'
    and ${contentItems.publishAt} <= ${at} and (${contentItems.expiresAt} is null or ${contentItems.expiresAt} > ${at})`;
}

/**
 * Read: the user opened it, or it was published before they joined (so a new user does not start
 * with the whole history unread), except pinned and urgent notices, which everyone is shown.
 */
function readSql(reader: Reader): SQL<boolean> {
  return sql<boolean>`(${contentReads.userId} is not null or (${contentItems.publishAt} < ${reader.joinedAt.toISOString()}
    and not ${contentItems.pinned} and ${contentItems.priority} <> 'urgent'))`;
}

function noticesFor(reader: Reader, now: Date) {
  return {
    fields: { item: contentItems, read: readSql(reader), acknowledgedAt: contentReads.acknowledgedAt },
    where: and(liveItems('notice', now), reachesCompany(reader.facts)),
  };
}

export type NoticeRow = { item: ContentRow; read: boolean; acknowledgedAt: Date | null };

export async function listNotices(
  db: Database,
  reader: Reader,
  now: Date,
  query: { filter: NoticeFilter; offset: number; limit: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const base = noticesFor(reader, now);
  const where =
    query.filter === 'all'
      ? base.where
      : and(base.where, query.filter === 'read' ? readSql(reader) : sql`not ${readSql(reader)}`);
  const join = and(eq(contentReads.seriesId, contentItems.seriesId), eq(contentReads.userId, reader.userId));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(base.fields)
      .from(contentItems)
      .leftJoin(contentReads, join)
      .where(where)
      .orderBy(desc(contentItems.pinned), desc(contentItems.publishAt), desc(contentItems.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(contentItems).leftJoin(contentReads, join).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findNotice(
  db: Database,
  reader: Reader,
  now: Date,
  seriesId: number,
): Promise<NoticeRow | undefined> {
  const base = noticesFor(reader, now);
  const [row] = await db
    .select(base.fields)
    .from(contentItems)
    .leftJoin(
      contentReads,
      and(eq(contentReads.seriesId, contentItems.seriesId), eq(contentReads.userId, reader.userId)),
    )
    .where(and(base.where, eq(contentItems.seriesId, seriesId)));
  return row;
}

/** My unread count, and the newest urgent notice I have not acknowledged. */
export async function noticeInfo(
  db: Database,
  reader: Reader,
  now: Date,
): Promise<{ unread: number; urgent: NoticeRow | undefined }> {
  const base = noticesFor(reader, now);
  const join = and(eq(contentReads.seriesId, contentItems.seriesId), eq(contentReads.userId, reader.userId));
  const [[unread], [urgent]] = await Promise.all([
    db
      .select({ n: count() })
      .from(contentItems)
      .leftJoin(contentReads, join)
      .where(and(base.where, sql`not ${readSql(reader)}`)),
    db
      .select(base.fields)
      .from(contentItems)
      .leftJoin(contentReads, join)
      .where(
        and(base.where, eq(contentItems.priority, 'urgent'), sql`${contentReads.acknowledgedAt} is null`),
      )
      .orderBy(desc(contentItems.publishAt))
      .limit(1),
  ]);
  return { unread: unread?.n ?? 0, urgent };
}

export async function markRead(
  db: Database,
  userId: number,
  seriesIds: number[],
  acknowledged = false,
): Promise<void> {
  if (!seriesIds.length) return;
  const now = new Date();
  await db
    .insert(contentReads)
    .values(
      seriesIds.map((seriesId) => ({
        seriesId,
        userId,
        readAt: now,
        acknowledgedAt: acknowledged ? now : null,
      })),
    )
    .onConflictDoUpdate({
      target: [contentReads.seriesId, contentReads.userId],
      set: acknowledged
        ? { acknowledgedAt: sql`coalesce(${contentReads.acknowledgedAt}, excluded.acknowledged_at)` }
        : { readAt: sql`${contentReads.readAt}` },
    });
}

/** Every unread notice I can see. */
export async function unreadNoticeIds(db: Database, reader: Reader, now: Date): Promise<number[]> {
  const base = noticesFor(reader, now);
  const rows = await db
    .select({ seriesId: contentItems.seriesId })
    .from(contentItems)
    .leftJoin(
      contentReads,
      and(eq(contentReads.seriesId, contentItems.seriesId), eq(contentReads.userId, reader.userId)),
    )
    .where(and(base.where, sql`not ${readSql(reader)}`));
  return rows.map((row) => row.seriesId);
}

export async function liveWhatsNew(db: Database, now: Date, limit: number): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(liveItems('whatsNew', now))
    .orderBy(desc(contentItems.publishAt), desc(contentItems.id))
    .limit(limit);
}

/** When a supplier user joined, and their company's country and main categories. */
export async function findReaderFacts(db: Database, userId: number) {
  const [row] = await db
    .select({ joinedAt: users.createdAt, country: suppliers.country, categories: suppliers.mainCategories })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(users.id, userId));
  return row;
}
