import { MESSAGE_TYPE } from '@sc/contract';
import { and, count, desc, eq, gt, ilike, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { buyers, conversations, messages, suppliers, users } from '../../db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type Side = 'supplier' | 'buyer';

/**
 * The conversation of a supplier and a buyer, made on first use (`isNew`); locked for the
 * transaction, so one conversation's sends queue while different conversations run side by side.
 */
export async function openConversation(db: Database, supplierId: number, buyerId: number, startedBy: Side) {
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
    .values({ supplierId, buyerId, startedBy })
    .onConflictDoNothing()
    .returning();
  if (created) return { ...created, isNew: true };
  // Another first message made it at the same moment.
  const raced = await lockExisting();
  if (!raced) throw new Error('conversation upsert found nothing');
  return { ...raced, isNew: false };
}

/** A conversation the given side belongs to, or undefined (another company's or buyer's). */
export async function findOwnConversation(db: Database, side: Side, ownerId: number, conversationId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
      ),
    );
  return row;
}

export async function findMessageByClientId(db: Database, senderUserId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderUserId, senderUserId), eq(messages.clientId, clientId)));
  return row;
}

/** Stores a message unless the sender already stored one with this client id (then undefined). */
export async function insertMessage(db: Database, message: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(message).onConflictDoNothing().returning();
  if (row)
    await db
      .update(conversations)
      .set({ lastMessageId: row.id, lastMessageAt: row.createdAt })
      .where(eq(conversations.id, row.conversationId));
  return row;
}

/** A raw `messages` row (snake_case, as `execute` returns it) as Drizzle would have mapped it. */
function toMessageRow(raw: Record<string, unknown>): MessageRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: raw.id as number,
    conversationId: raw.conversation_id as number,
    clientId: raw.client_id as string | null,
    senderKind: raw.sender_kind as MessageRow['senderKind'],
    senderUserId: raw.sender_user_id as number | null,
    createCode: raw.create_code as string,
    senderName: raw.sender_name as string,
    type: raw.type as number,
    content: raw.content as string,
    product: (raw.product ?? null) as MessageRow['product'],
    quotation: (raw.quotation ?? null) as MessageRow['quotation'],
    fileId: raw.file_id as string | null,
    createdAt: date(raw.created_at) as Date,
    viewedAt: date(raw.viewed_at),
  };
}

/**
 * Almost every message goes to a conversation that owes nothing more: one statement, no
 * transaction, stores it and moves the conversation's last message. Whether it owes nothing is
 * part of the statement: for the supplier, the contact was opened or answered and paid; for the
 * buyer, the buyer's writing is on record. `undefined` when that is not so (or the conversation
 * does not exist yet): the caller takes the transactional path. `{ row: undefined }` when the
 * sender stored this clientId before.
 */
export async function appendToSettledConversation(
  db: Database,
  pair: { supplierId: number; buyerId: number },
  message: Omit<typeof messages.$inferInsert, 'conversationId'> & { senderKind: 'supplier' | 'buyer' },
): Promise<{ row: MessageRow | undefined } | undefined> {
  const json = (value: unknown) => (value ? JSON.stringify(value) : null);
  const statement = APPEND_SETTLED[message.senderKind];
  const values = [
    pair.supplierId,
    pair.buyerId,
    message.clientId ?? null,
    message.senderKind,
    message.senderUserId ?? null,
    message.createCode,
    message.senderName,
    message.type,
    message.content ?? '',
    json(message.product),
    message.fileId ?? null,
    json(message.quotation),
  ];
  // The hot path of the chat: on PostgreSQL a named (prepared) statement, parsed and planned once
  // per connection; PGlite runs the same text.
  const client = (db as unknown as { $client: RawClient }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  const [raw] = result.rows;
  if (!raw) return undefined;
  return { row: raw.id === null || raw.id === undefined ? undefined : toMessageRow(raw) };
}

type RawClient = {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

const appendSettledText = (settled: string) => `
  with conv as (
    select c.id from conversations c
    join buyer_contacts bc on bc.supplier_id = c.supplier_id and bc.buyer_id = c.buyer_id and ${settled}
    where c.supplier_id = $1 and c.buyer_id = $2
  ), ins as (
    insert into messages (conversation_id, client_id, sender_kind, sender_user_id, create_code,
                          sender_name, type, content, product, file_id, quotation)
    select conv.id, $3::text, $4::text, $5::int, $6::text, $7::text, $8::int, $9::text,
           $10::jsonb, $11::text, $12::jsonb
    from conv
    on conflict do nothing
    returning *
  ), bump as (
    update conversations c set last_message_id = ins.id, last_message_at = ins.created_at
    from ins where c.id = ins.conversation_id and (c.last_message_id is null or c.last_message_id < ins.id)
  )
  select ins.* from conv left join ins on true`;

/** Settled: for the supplier, the contact was opened or answered and paid; for the buyer, its writing is on record. */
const APPEND_SETTLED = {
  supplier: {
    name: 'chat_append_settled_supplier',
    text: appendSettledText(
      `bc.contacted_at is not null and (bc.started_by = 'supplier' or bc.charged_at is not null)`,
    ),
  },
  buyer: { name: 'chat_append_settled_buyer', text: appendSettledText('bc.responded_at is not null') },
} as const;

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
) {
  const unread = unreadFor(side);
  const mine =
    side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId);
  const starred = side === 'supplier' ? conversations.supplierStarred : conversations.buyerStarred;
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where: SQL | undefined = and(
    mine,
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
        supplierName: suppliers.name,
        supplierCountry: suppliers.country,
        lastMessage: messages,
      })
      .from(conversations)
      .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
      .innerJoin(users, eq(users.id, buyers.userId))
      .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
      .leftJoin(messages, eq(messages.id, conversations.lastMessageId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .offset(query.offset)
      .limit(query.limit),
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

export async function setStarred(db: Database, side: Side, conversationId: number, starred: boolean) {
  await db
    .update(conversations)
    .set(side === 'supplier' ? { supplierStarred: starred } : { buyerStarred: starred })
    .where(eq(conversations.id, conversationId));
}

/** Messages from the other side I have not viewed, over all my conversations. */
export async function countUnread(db: Database, side: Side, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
        eq(messages.senderKind, side === 'supplier' ? 'buyer' : 'supplier'),
        isNull(messages.viewedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function countConversations(db: Database, side: Side, ownerId: number) {
  const mine =
    side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId);
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

/** Who should receive a message on each side: every user of the company, and the buyer's login. */
export async function recipientsOf(db: Database, conversation: { supplierId: number; buyerId: number }) {
  const [supplierUsers, buyerUsers] = await Promise.all([
    db
      .select({ userId: users.id, adminCode: users.adminCode })
      .from(users)
      .where(and(eq(users.supplierId, conversation.supplierId), ne(users.status, 'disabled'))),
    db
      .select({ userId: users.id, adminCode: users.adminCode })
      .from(buyers)
      .innerJoin(users, eq(users.id, buyers.userId))
      .where(eq(buyers.id, conversation.buyerId)),
  ]);
  return { supplier: supplierUsers, buyer: buyerUsers };
}

export async function supplierExists(db: Database, supplierId: number): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  return Boolean(row);
}

/** A buyer was just active (sent a message, connected). */
export async function touchBuyerOnline(db: Database, buyerId: number) {
  await db.update(buyers).set({ lastOnlineAt: sql`now()` }).where(eq(buyers.id, buyerId));
}

/** A quotation card message of a conversation the given side belongs to. */
export async function findQuotationMessageOfOwner(
  db: Database,
  side: Side,
  ownerId: number,
  messageId: number,
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
      ),
    );
  return row?.quotation ? { ...row, quotation: row.quotation } : undefined;
}

/** A message of a conversation the given side belongs to. */
export async function findMessageOfOwner(db: Database, side: Side, ownerId: number, messageId: number) {
  const [row] = await db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        side === 'supplier' ? eq(conversations.supplierId, ownerId) : eq(conversations.buyerId, ownerId),
      ),
    );
  return row;
}

/** The quotation my company sent last in any chat, if any. */
export async function findLastSentQuotationId(db: Database, supplierId: number) {
  const [row] = await db
    .select({ quotationId: sql<number>`(${messages.quotation}->>'quotationId')::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.supplierId, supplierId), eq(messages.type, MESSAGE_TYPE.quotation)))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.quotationId ?? null;
}
