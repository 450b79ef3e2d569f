import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';
import { buyers } from './buyers.js';
import { files } from './files.js';

/** A product card as stored: the picture by file id, signed into a URL when read. */
export type StoredProductCard = {
  productId: number;
  name: string;
  brand: string | null;
  barcode: string;
  specs: string[];
  imageFileId: string | null;
};

/** A quotation as a chat card: the version that was sent, opened in full by `chat/quotation/info`. */
export type StoredQuotationCard = {
  quotationId: number;
  version: number;
  number: string;
  name: string;
  terms: string;
  place: string;
  currency: string;
  expiresOn: string;
  lineCount: number;
};

/** A quick quote on an RFQ as a chat card (the version sent); see RfqQuoteCardSchema. */
export type StoredRfqQuoteCard = {
  rfqId: number;
  quoteId: number;
  version: number;
  rfqNumber: string;
  productName: string;
  price: string;
  currency: string;
  unit: string;
  terms: string;
  quantity: number;
  quantityUnit: string;
};

/** One conversation between a supplier company and a buyer. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    startedBy: text('started_by', { enum: ['supplier', 'buyer'] }).notNull(),
    supplierStarred: boolean('supplier_starred').notNull().default(false),
    buyerStarred: boolean('buyer_starred').notNull().default(false),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last message the buyer sees (notices are the supplier company's): the buyer's list shows and
     * orders by it, so a notice neither shows there nor moves the conversation up.
     */
    buyerLastMessageId: integer('buyer_last_message_id'),
    buyerLastMessageAt: timestamp('buyer_last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The company's user who owns the conversation (issue 19): the one who started or first answered
     * it, or the colleague it was handed to. Users with chat at `own` scope reach only theirs.
     */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.supplierId, t.buyerId),
    index('conversations_owner_idx').on(t.supplierId, t.ownerUserId),
    index('conversations_supplier_recent_idx').on(t.supplierId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_buyer_recent_idx').on(t.buyerId, t.buyerLastMessageAt.desc().nullsFirst()),
  ],
);

/** A chat message; `clientId` + sender make retries idempotent. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    senderKind: text('sender_kind', { enum: ['supplier', 'buyer', 'system'] }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    createCode: text('create_code').notNull(),
    senderName: text('sender_name').notNull(),
    type: integer('type').notNull(),
    content: text('content').notNull().default(''),
    /** A system notice's values for its catalog text (`content` is the key), e.g. who handed it over. */
    noticeParams: jsonb('notice_params').$type<Record<string, string>>(),
    product: jsonb('product').$type<StoredProductCard>(),
    quotation: jsonb('quotation').$type<StoredQuotationCard>(),
    rfqQuote: jsonb('rfq_quote').$type<StoredRfqQuoteCard>(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key')
      .on(t.senderUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('messages_conversation_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    index('messages_unviewed_idx').on(t.conversationId, t.senderKind).where(sql`${t.viewedAt} is null`),
    // Message search (chat/retrieval): trigrams of text messages, for ILIKE '%word%' in any script.
    index('messages_text_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`).where(sql`${t.type} = 1`),
  ],
);

/** A supplier company's conversation with the platform's support team (one per company). */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_threads_supplier_key').on(t.supplierId),
    index('support_threads_recent_idx').on(t.lastMessageAt.desc().nullsFirst()),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    senderKind: text('sender_kind', { enum: ['supplier', 'staff'] }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_messages_sender_client_key')
      .on(t.senderUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('support_messages_thread_idx').on(t.threadId, t.id.desc().nullsFirst()),
  ],
);
