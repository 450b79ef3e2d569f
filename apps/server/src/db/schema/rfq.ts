import {
  DELIVERY_PLACES,
  INCOTERMS,
  PRICING_UNITS,
  RFQ_CLOSE_REASONS,
  RFQ_DECLINE_REASONS,
  RFQ_FLAGS,
  RFQ_STATES,
  SAMPLE_OFFERS,
} from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';
import { serviceLedger } from './billing.js';
import { buyers } from './buyers.js';
import { conversations, type StoredQuotationCard } from './chat.js';
import { categories, masterProducts, supplierProducts } from './products.js';
import { quotations } from './quotations.js';

/**
 * A buyer's request for quotation (issue 18). It opens for quotes once posted (or once the platform
 * approves it when the moderation rules flagged it) and closes when full, expired, cancelled or awarded.
 * `quote_count` is kept under the row's lock, so the quote that fills it closes it in its own transaction.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    masterProductId: integer('master_product_id').references(() => masterProducts.id, {
      onDelete: 'set null',
    }),
    barcode: text('barcode').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The main category of `category_id` (itself when it is one), for the market's filter. */
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => categories.id),
    quantity: integer('quantity').notNull(),
    unit: text('unit', { enum: PRICING_UNITS }).notNull(),
    targetPrice: numeric('target_price', { precision: 16, scale: 4 }),
    targetCurrency: text('target_currency'),
    terms: text('terms', { enum: INCOTERMS }).notNull(),
    place: text('place', { enum: DELIVERY_PLACES }).notNull(),
    shelfLifeDays: integer('shelf_life_days'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    attachmentFileIds: text('attachment_file_ids').array().notNull().default(sql`'{}'::text[]`),
    remark: text('remark').notNull().default(''),
    /** The end of the expiry day (UTC): the RFQ takes quotes until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxQuotes: integer('max_quotes').notNull(),
    quoteCount: integer('quote_count').notNull().default(0),
    state: text('state', { enum: RFQ_STATES }).notNull(),
    closeReason: text('close_reason', { enum: RFQ_CLOSE_REASONS }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why the moderation rules held it for review (empty: posted straight to the market). */
    flags: text('flags', { enum: RFQ_FLAGS }).array().notNull().default(sql`'{}'::text[]`),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The platform team's "featured" flag. */
    featured: boolean('featured').notNull().default(false),
    /** 0–40: how complete the request is (target price, shelf life, certifications, files, remark), set on write. */
    completeness: integer('completeness').notNull().default(0),
    /** Lower-cased product name, barcode and remark, for the market's keyword search. */
    searchText: text('search_text').notNull(),
    awardedQuoteId: integer('awarded_quote_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it opened for quotes (posting, or the approval of a flagged one). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    index('rfqs_buyer_idx').on(t.buyerId, t.postedAt.desc().nullsFirst()),
    index('rfqs_open_recent_idx')
      .on(t.openedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'open'`),
    index('rfqs_open_category_idx')
      .on(t.mainCategoryId, t.openedAt.desc().nullsFirst())
      .where(sql`${t.state} = 'open'`),
    // The expiry job closes open RFQs past their time.
    index('rfqs_open_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    index('rfqs_review_idx').on(t.postedAt).where(sql`${t.state} = 'review'`),
    // Product ranking counts RFQs per catalogue product and category over time.
    index('rfqs_product_posted_idx').on(t.masterProductId, t.postedAt),
    index('rfqs_category_posted_idx').on(t.categoryId, t.postedAt),
    index('rfqs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('rfqs_quote_count', sql`${t.quoteCount} >= 0 and ${t.quoteCount} <= ${t.maxQuotes}`),
    check('rfqs_closed_reason', sql`(${t.state} = 'closed') = (${t.closeReason} is not null)`),
  ],
);

/** What a quote version carried besides its terms: my product (a picture by file id) and my quotation. */
export type StoredQuoteAttachments = {
  product: { productId: number; name: string; imageFileId: string | null } | null;
  quotation: StoredQuotationCard | null;
};

/**
 * A supplier company's quick quote on an RFQ: one per company and RFQ (the unique key), its current
 * terms here and every earlier version in `rfq_quote_versions`.
 */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: serial('id').primaryKey(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    unit: text('unit', { enum: PRICING_UNITS }).notNull(),
    terms: text('terms', { enum: INCOTERMS }).notNull(),
    moq: integer('moq'),
    leadTimeDays: integer('lead_time_days'),
    validUntil: date('valid_until', { mode: 'string' }),
    place: text('place', { enum: DELIVERY_PLACES }),
    sampleOffer: text('sample_offer', { enum: SAMPLE_OFFERS }).notNull().default('none'),
    message: text('message').notNull().default(''),
    productId: integer('product_id').references(() => supplierProducts.id, { onDelete: 'set null' }),
    quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    /** The product and quotation attached to the current version, as sent (earlier ones are in the versions). */
    attachments: jsonb('attachments')
      .$type<StoredQuoteAttachments>()
      .notNull()
      .default({ product: null, quotation: null }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** The ledger entry of the contact this quote spent (null: the buyer was already a contact). */
    contactEntryId: integer('contact_entry_id').references(() => serviceLedger.id, { onDelete: 'set null' }),
    /** The buyer's decision: null (none yet), shortlisted, declined or awarded. */
    decision: text('decision', { enum: ['shortlisted', 'declined', 'awarded'] }),
    declineReason: text('decline_reason', { enum: RFQ_DECLINE_REASONS }),
    declineNote: text('decline_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** Set when the platform team rejected it as off-topic (its contact is refunded). */
    rejectReason: text('reject_reason'),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    revisedAt: timestamp('revised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfq_quotes_rfq_supplier_key').on(t.rfqId, t.supplierId),
    index('rfq_quotes_supplier_idx').on(t.supplierId, t.submittedAt.desc().nullsFirst()),
  ],
);

/** Earlier versions of a quote (its terms before a revision), as sent. */
export const rfqQuoteVersions = pgTable(
  'rfq_quote_versions',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => rfqQuotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').notNull().$type<Record<string, unknown>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.version] })],
);
