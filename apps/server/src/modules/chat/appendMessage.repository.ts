import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { messages } from '../../db/schema/index.js';
import { createGroupCommit } from '../../platform/groupCommit.js';
import type { ChatReach } from './chatViewer.js';
import type { MessageRow } from './messages.repository.js';

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
    noticeParams: (raw.notice_params ?? null) as MessageRow['noticeParams'],
    product: (raw.product ?? null) as MessageRow['product'],
    quotation: (raw.quotation ?? null) as MessageRow['quotation'],
    rfqQuote: (raw.rfq_quote ?? null) as MessageRow['rfqQuote'],
    fileId: raw.file_id as string | null,
    createdAt: date(raw.created_at) as Date,
    viewedAt: date(raw.viewed_at),
  };
}

type Pair = { supplierId: number; buyerId: number };
type Draft = Omit<typeof messages.$inferInsert, 'conversationId'> & { senderKind: 'supplier' | 'buyer' };
type Append = { pair: Pair; message: Draft; companyWide: boolean };
type Appended = { row: MessageRow | undefined; ownerUserId: number | null } | undefined;

/**
 * `createSettledAppender`: almost every message goes to a conversation that owes nothing more: one statement, no
 * transaction, stores it and moves the conversation's last message. Whether it owes nothing is
 * part of the statement: for the supplier, the contact was opened or answered and paid; for the
 * buyer, the buyer's writing is on record; and the platform has not blocked the buyer. For the
 * supplier it also has an owner and is within the sender's reach (issue 19). `undefined` when that
 * is not so (or the conversation does not exist yet): the caller takes the transactional path,
 * which claims or refuses. `{ row: undefined }` when the sender stored this clientId before.
 * `ownerUserId`: the conversation's owner as the statement saw it, so delivering the message needs
 * no second read.
 *
 * Messages sent at the same time are stored together (group commit, `platform/groupCommit.ts`):
 * one statement and one commit per group, acknowledged only once committed. Lanes follow the
 * conversation, so a conversation's messages keep their order and no two groups wait on each
 * other's conversation row.
 */
export type SettledAppender = (
  pair: Pair,
  message: Draft,
  /** The supplier sender's reach for writing. */
  reach?: ChatReach,
) => Promise<Appended>;

/** The app's appender of messages to settled conversations, grouping what is sent at the same time. */
export function createSettledAppender(db: Database): SettledAppender {
  const append = createGroupCommit<Append, Appended>({
    run: (items) => appendGroup(db, items),
    keyOf: (item) => item.pair.supplierId * 31 + item.pair.buyerId,
    lanes: APPEND_LANES,
    maxGroup: 200,
  });
  return (pair, message, reach) =>
    append({ pair, message, companyWide: message.senderKind === 'buyer' || !reach?.ownOnly });
}

/** Groups in flight at once per database: fewer than the pool's connections, so reads still get one. */
const APPEND_LANES = 4;

async function appendGroup(db: Database, items: Append[]): Promise<Appended[]> {
  const column = <T>(pick: (item: Append) => T) => items.map(pick);
  const json = (value: unknown) => (value ? JSON.stringify(value) : null);
  const values = [
    column((i) => i.pair.supplierId),
    column((i) => i.pair.buyerId),
    column((i) => i.message.clientId ?? null),
    column((i) => i.message.senderKind),
    column((i) => i.message.senderUserId ?? null),
    column((i) => i.message.createCode),
    column((i) => i.message.senderName),
    column((i) => i.message.type),
    column((i) => i.message.content ?? ''),
    column((i) => json(i.message.product)),
    column((i) => i.message.fileId ?? null),
    column((i) => json(i.message.quotation)),
    column((i) => i.companyWide),
  ];
  // The hot path of the chat: on PostgreSQL a named (prepared) statement, parsed and planned once
  // per connection; PGlite runs the same text.
  const client = (db as unknown as { $client: RawClient }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query({ name: 'chat_append_settled_group', text: APPEND_SETTLED_GROUP, values })
      : await client.query(APPEND_SETTLED_GROUP, values);
  const byItem = new Map(result.rows.map((raw) => [Number(raw.item), raw]));
  return items.map((_, n) => {
    const raw = byItem.get(n + 1);
    if (!raw?.settled) return undefined;
    return {
      row: raw.id === null || raw.id === undefined ? undefined : toMessageRow(raw),
      ownerUserId: (raw.conversation_owner_user_id ?? null) as number | null,
    };
  });
}

type RawClient = {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * One row per item (`item`: its place in the group, from 1), `settled` when its conversation owes
 * nothing more, and the stored message's columns when it was stored now. Settled: for the supplier,
 * the contact was opened or answered and paid, the conversation has an owner and the sender may
 * write in it ($13: the sender's chat is company-wide, or the sender owns it); for the buyer, its
 * writing is on record. A clientId sent twice in one group is stored once, for its first sending.
 */
const APPEND_SETTLED_GROUP = `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
                         $8::int[], $9::text[], $10::jsonb[], $11::text[], $12::jsonb[], $13::boolean[])
      with ordinality as i(supplier_id, buyer_id, client_id, sender_kind, sender_user_id, create_code,
                           sender_name, type, content, product, file_id, quotation, company_wide, item)
  ), conv as (
    select i.item, c.id, c.owner_user_id,
           row_number() over (partition by i.sender_user_id, i.client_id order by i.item) = 1 as first_sending
    from input i
    join conversations c on c.supplier_id = i.supplier_id and c.buyer_id = i.buyer_id
    join buyer_contacts bc on bc.supplier_id = c.supplier_id and bc.buyer_id = c.buyer_id
    join buyers b on b.id = c.buyer_id and b.blocked_at is null
    where case i.sender_kind
      when 'supplier' then bc.contacted_at is not null and (bc.started_by = 'supplier' or bc.charged_at is not null)
        and c.owner_user_id is not null and (c.owner_user_id = i.sender_user_id or i.company_wide)
      else bc.responded_at is not null
    end
  ), ins as (
    insert into messages (conversation_id, client_id, sender_kind, sender_user_id, create_code,
                          sender_name, type, content, product, file_id, quotation)
    select conv.id, i.client_id, i.sender_kind, i.sender_user_id, i.create_code, i.sender_name, i.type,
           i.content, i.product, i.file_id, i.quotation
    from input i join conv on conv.item = i.item
    order by i.item
    on conflict do nothing
    returning *
  ), bump as (
    -- The conversation's last message, and the buyer's (which skips notices; these are all messages),
    -- each unless a newer one is there already (groups commit in any order).
    update conversations c set
      last_message_id = greatest(c.last_message_id, latest.id),
      last_message_at = case when c.last_message_id > latest.id then c.last_message_at else latest.created_at end,
      buyer_last_message_id = greatest(c.buyer_last_message_id, latest.id),
      buyer_last_message_at = case when c.buyer_last_message_id > latest.id then c.buyer_last_message_at
                                   else latest.created_at end
    from (select distinct on (conversation_id) conversation_id, id, created_at from ins
          order by conversation_id, id desc) latest
    where c.id = latest.conversation_id
      and (c.last_message_id is null or c.last_message_id < latest.id
           or c.buyer_last_message_id is null or c.buyer_last_message_id < latest.id)
  )
  select i.item, conv.id is not null as settled, conv.owner_user_id as conversation_owner_user_id, ins.*
  from input i
  left join conv on conv.item = i.item
  left join ins on conv.first_sending and ins.sender_user_id = i.sender_user_id and ins.client_id = i.client_id`;
