import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { messages } from '../../db/schema/index.js';
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
    product: (raw.product ?? null) as MessageRow['product'],
    quotation: (raw.quotation ?? null) as MessageRow['quotation'],
    rfqQuote: (raw.rfq_quote ?? null) as MessageRow['rfqQuote'],
    fileId: raw.file_id as string | null,
    createdAt: date(raw.created_at) as Date,
    viewedAt: date(raw.viewed_at),
  };
}

/**
 * Almost every message goes to a conversation that owes nothing more: one statement, no
 * transaction, stores it and moves the conversation's last message. Whether it owes nothing is
 * part of the statement: for the supplier, the contact was opened or answered and paid; for the
 * buyer, the buyer's writing is on record; and the platform has not blocked the buyer. For the supplier it also has an owner and is within the
 * sender's reach (issue 19). `undefined` when that is not so (or the conversation does not exist
 * yet): the caller takes the transactional path, which claims or refuses. `{ row: undefined }` when
 * the sender stored this clientId before. `ownerUserId`: the conversation's owner as the statement
 * saw it, so delivering the message needs no second read.
 */
export async function appendToSettledConversation(
  db: Database,
  pair: { supplierId: number; buyerId: number },
  message: Omit<typeof messages.$inferInsert, 'conversationId'> & { senderKind: 'supplier' | 'buyer' },
  /** The supplier sender's reach for writing. */
  reach?: ChatReach,
): Promise<{ row: MessageRow | undefined; ownerUserId: number | null } | undefined> {
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
    ...(message.senderKind === 'supplier' ? [!reach?.ownOnly] : []),
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
  return {
    row: raw.id === null || raw.id === undefined ? undefined : toMessageRow(raw),
    ownerUserId: (raw.conversation_owner_user_id ?? null) as number | null,
  };
}

type RawClient = {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

const appendSettledText = (settled: string, owned = '') => `
  with conv as (
    select c.id, c.owner_user_id from conversations c
    join buyer_contacts bc on bc.supplier_id = c.supplier_id and bc.buyer_id = c.buyer_id and ${settled}
    join buyers b on b.id = c.buyer_id and b.blocked_at is null
    where c.supplier_id = $1 and c.buyer_id = $2${owned}
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
  select ins.*, conv.owner_user_id as conversation_owner_user_id from conv left join ins on true`;

/** Settled: for the supplier, the contact was opened or answered and paid; for the buyer, its writing is on record. */
const APPEND_SETTLED = {
  supplier: {
    name: 'chat_append_settled_supplier',
    // $13: the sender's chat is company-wide; otherwise only the conversation's owner writes here.
    text: appendSettledText(
      `bc.contacted_at is not null and (bc.started_by = 'supplier' or bc.charged_at is not null)`,
      ` and c.owner_user_id is not null and (c.owner_user_id = $5 or $13::boolean)`,
    ),
  },
  buyer: { name: 'chat_append_settled_buyer', text: appendSettledText('bc.responded_at is not null') },
} as const;
