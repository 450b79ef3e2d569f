import type { ContentKind, ContentState } from '@sc/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentItems, contentReads, faqVotes, suppliers, users } from '../../db/schema/index.js';
import { companiesReached } from './audience.js';

export type ContentRow = typeof contentItems.$inferSelect;
export type NewContentValues = Omit<typeof contentItems.$inferInsert, 'id' | 'seriesId' | 'version'>;

/** The state a console reader sees, from the stored status and the times. */
export function stateOf(row: ContentRow, now: Date): ContentState {
  if (row.status === 'draft') return 'draft';
  if (row.status === 'archived') return 'archived';
  if (row.publishAt && row.publishAt > now) return 'scheduled';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'live';
}

function stateCondition(state: ContentState, now: Date): SQL {
  const at = now.toISOString();
  switch (state) {
    case 'draft':
      return sql`${contentItems.status} = 'draft'`;
    case 'archived':
      return sql`${contentItems.status} = 'archived'`;
    case 'scheduled':
      return sql`${contentItems.status} = 'published' and ${contentItems.publishAt} > ${at}`;
    case 'expired':
      return sql`${contentItems.status} = 'published' and ${contentItems.publishAt} <= ${at} and ${contentItems.expiresAt} <= ${at}`;
    case 'live':
      return sql`${contentItems.status} = 'published' and ${contentItems.publishAt} <= ${at} and (${contentItems.expiresAt} is null or ${contentItems.expiresAt} > ${at})`;
  }
}

/** The newest version of each item of a kind (a draft over the published one), newest edit first. */
export async function listNewestVersions(
  db: Database,
  query: { kind: ContentKind; state?: ContentState; keyword?: string; offset: number; limit: number },
  now: Date,
): Promise<{ rows: ContentRow[]; total: number }> {
  const newest = sql`${contentItems.version} = (select max(v.version) from ${contentItems} v where v.series_id = ${contentItems.seriesId})`;
  const conditions = [eq(contentItems.kind, query.kind), newest];
  if (query.state) conditions.push(stateCondition(query.state, now));
  if (query.keyword)
    conditions.push(
      sql`(${contentItems.title}::text || ' ' || ${contentItems.body}::text) ilike ${`%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`}`,
    );
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.editedAt), desc(contentItems.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Every version of an item, newest first; `forUpdate` locks them for a change. */
export async function findSeries(db: Database, seriesId: number, forUpdate = false): Promise<ContentRow[]> {
  const query = db
    .select()
    .from(contentItems)
    .where(eq(contentItems.seriesId, seriesId))
    .orderBy(desc(contentItems.version));
  return forUpdate ? query.for('update') : query;
}

/** A new item: its first version, the series named after that version's id. */
export async function insertFirstVersion(tx: Database, values: NewContentValues): Promise<ContentRow> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('content_items', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = Number(result.rows[0]?.id);
  const [row] = await tx
    .insert(contentItems)
    .values({ ...values, id, seriesId: id, version: 1 })
    .returning();
  if (!row) throw new Error('content item not inserted');
  return row;
}

export async function insertVersion(
  tx: Database,
  seriesId: number,
  version: number,
  values: NewContentValues,
): Promise<ContentRow> {
  const [row] = await tx
    .insert(contentItems)
    .values({ ...values, seriesId, version })
    .returning();
  if (!row) throw new Error('content version not inserted');
  return row;
}

export async function updateVersion(
  tx: Database,
  id: number,
  values: Partial<NewContentValues>,
): Promise<void> {
  await tx.update(contentItems).set(values).where(eq(contentItems.id, id));
}

/** Users of the companies an item's audience reaches now, and how many of all users read it. */
export async function reachOf(db: Database, row: ContentRow): Promise<{ audience: number; read: number }> {
  const [[audience], [read]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(suppliers, eq(suppliers.id, users.supplierId))
      .where(and(eq(users.kind, 'supplier'), companiesReached(row.audience))),
    db.select({ n: count() }).from(contentReads).where(eq(contentReads.seriesId, row.seriesId)),
  ]);
  return { audience: audience?.n ?? 0, read: read?.n ?? 0 };
}

export async function helpfulOf(db: Database, seriesId: number): Promise<{ yes: number; no: number }> {
  const [row] = await db
    .select({
      yes: sql<number>`count(*) filter (where ${faqVotes.helpful})::int`,
      no: sql<number>`count(*) filter (where not ${faqVotes.helpful})::int`,
    })
    .from(faqVotes)
    .where(eq(faqVotes.seriesId, seriesId));
  return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
}

export async function countCompaniesReached(db: Database, audience: ContentRow['audience']): Promise<number> {
  const [row] = await db.select({ n: count() }).from(suppliers).where(companiesReached(audience));
  return row?.n ?? 0;
}

/** Whether a notice was published in (since, until]: the moment to tell connected suppliers. */
export async function noticePublishedBetween(db: Database, since: Date, until: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'notice'),
        eq(contentItems.status, 'published'),
        sql`${contentItems.publishAt} > ${since.toISOString()} and ${contentItems.publishAt} <= ${until.toISOString()}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}
