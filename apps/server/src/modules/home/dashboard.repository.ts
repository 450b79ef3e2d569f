import { COACH_RULES } from '@sc/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyerContacts,
  buyers,
  conversations,
  messages,
  quotationSends,
  quotations,
  supplierProducts,
  users,
} from '../../db/schema/index.js';

// Both drivers (pg and PGlite) answer raw SQL with { rows }.
type Rows<T> = { rows: T[] };
const HOUR_S = 3600;

/** The period figures of one company (unread messages come from the chat module). */
export async function periodFigures(db: Database, supplierId: number, from: Date) {
  const since = from.toISOString();
  const result = (await db.execute(sql`
    select
      (select count(*) from ${buyerContacts} where ${buyerContacts.supplierId} = ${supplierId}
         and ${buyerContacts.startedBy} = 'supplier' and ${buyerContacts.contactedAt} >= ${since})::int as contacted,
      (select count(*) from ${buyerContacts} where ${buyerContacts.supplierId} = ${supplierId}
         and ${buyerContacts.startedBy} = 'supplier' and ${buyerContacts.contactedAt} >= ${since}
         and ${buyerContacts.respondedAt} is not null)::int as responded,
      (select count(*) from ${supplierProducts} where ${supplierProducts.supplierId} = ${supplierId}
         and ${supplierProducts.createdAt} >= ${since} and ${supplierProducts.masterProductId} is not null)::int as linked,
      (select count(*) from ${supplierProducts} where ${supplierProducts.supplierId} = ${supplierId}
         and ${supplierProducts.createdAt} >= ${since} and ${supplierProducts.masterProductId} is null)::int as created,
      (select count(*) from ${quotationSends} where ${quotationSends.supplierId} = ${supplierId}
         and ${quotationSends.sentAt} >= ${since})::int as sent,
      (select count(*) from ${quotationSends} where ${quotationSends.supplierId} = ${supplierId}
         and ${quotationSends.sentAt} >= ${since} and ${quotationSends.viewedAt} is not null)::int as viewed
  `)) as unknown as Rows<{
    contacted: number;
    responded: number;
    linked: number;
    created: number;
    sent: number;
    viewed: number;
  }>;
  const row = result.rows[0];
  return {
    buyersContacted: Number(row?.contacted ?? 0),
    buyersResponded: Number(row?.responded ?? 0),
    productsLinked: Number(row?.linked ?? 0),
    productsCreated: Number(row?.created ?? 0),
    quotationsSent: Number(row?.sent ?? 0),
    quotationsViewed: Number(row?.viewed ?? 0),
  };
}

/**
 * Buyer-started conversations of the coach's window: seconds from the buyer's first message to
 * our first reply (null while unanswered) and how long ago the buyer wrote.
 */
export async function firstResponses(db: Database, supplierId: number, now: Date) {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with firsts as (
      select c.id,
        (select min(m.created_at) from ${messages} m where m.conversation_id = c.id and m.sender_kind = 'buyer') as asked
      from ${conversations} c
      where c.supplier_id = ${supplierId} and c.started_by = 'buyer'
        and c.created_at > ${at}::timestamptz - make_interval(days => ${COACH_RULES.windowDays}::int)
        and c.created_at <= ${at}::timestamptz
    )
    select extract(epoch from (
        select min(r.created_at) from ${messages} r
        where r.conversation_id = f.id and r.sender_kind = 'supplier' and r.created_at >= f.asked
      ) - f.asked)::float8 as delay,
      extract(epoch from (${at}::timestamptz - f.asked))::float8 as age
    from firsts f where f.asked is not null
  `)) as unknown as Rows<{ delay: number | string | null; age: number | string }>;
  return result.rows.map((row) => ({
    delaySeconds: row.delay === null ? null : Number(row.delay),
    ageSeconds: Number(row.age),
  }));
}

/** Conversations whose buyer has waited longer than the attention threshold, longest first. */
export async function waitingConversations(
  db: Database,
  supplierId: number,
  now: Date,
  limit: number,
  /** Set for a viewer with chat at own scope: their conversations and the unclaimed ones only. */
  ownerUserId: number | null = null,
) {
  const at = now.toISOString();
  const mine =
    ownerUserId === null ? sql`true` : sql`(c.owner_user_id = ${ownerUserId} or c.owner_user_id is null)`;
  const result = (await db.execute(sql`
    select c.id as conversation_id, c.buyer_id, u.real_name as buyer_name, w.since
    from ${conversations} c
    join ${buyers} b on b.id = c.buyer_id
    join ${users} u on u.id = b.user_id
    cross join lateral (
      select min(m.created_at) as since from ${messages} m
      where m.conversation_id = c.id and m.sender_kind = 'buyer'
        and m.id > coalesce((select max(s.id) from ${messages} s where s.conversation_id = c.id and s.sender_kind = 'supplier'), 0)
    ) w
    where c.supplier_id = ${supplierId} and ${mine} and w.since is not null
      and w.since <= ${at}::timestamptz - make_interval(secs => ${COACH_RULES.attentionAfterHours * HOUR_S}::float8)
    order by w.since
    limit ${limit}
  `)) as unknown as Rows<{
    conversation_id: number;
    buyer_id: number;
    buyer_name: string;
    since: string | Date;
  }>;
  return result.rows.map((row) => ({
    conversationId: Number(row.conversation_id),
    buyerId: Number(row.buyer_id),
    buyerName: row.buyer_name,
    since: new Date(row.since),
  }));
}

/** Open quotations whose validity ends within the attention window (today included). */
export async function expiringQuotations(
  db: Database,
  supplierId: number,
  today: string,
  limit: number,
  /** Set for a viewer with quotations at own scope: the ones they wrote only. */
  authorUserId: number | null = null,
) {
  const mine = authorUserId === null ? sql`true` : sql`q.created_by = ${authorUserId}`;
  const result = (await db.execute(sql`
    select q.id, q.number, q.name, q.expires_on::text as expires_on
    from ${quotations} q
    where q.supplier_id = ${supplierId} and ${mine} and q.archived_at is null
      and q.expires_on >= ${today}::date and q.expires_on <= ${today}::date + ${COACH_RULES.expiringWithinDays}::int
    order by q.expires_on, q.id
    limit ${limit}
  `)) as unknown as Rows<{ id: number; number: string; name: string; expires_on: string }>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    number: row.number,
    name: row.name,
    expiresOn: row.expires_on,
  }));
}
