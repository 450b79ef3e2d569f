import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';
import { masterProducts, supplierProducts } from './products.js';

/** A buyer's profile; the buyer signs in through their `users` row (kind 'buyer'). */
export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** Where the buyer is based (the country is the user's); null until the platform team sets it. */
    city: text('city'),
    mainCategory: text('main_category').notNull(),
    interestedBrands: text('interested_brands').array().notNull().default(sql`'{}'::text[]`),
    /** Sub-category ids of what the buyer may be purchasing (kept with buyer_products). */
    purchasingCategoryIds: integer('purchasing_category_ids').array().notNull().default(sql`'{}'::int[]`),
    isSelected: boolean('is_selected').notNull().default(false),
    /** Never null: "never online" is the epoch, so one index serves the recent-online sort. */
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }).notNull().default(sql`'epoch'`),
    /** Lower-cased name, company, brands and products, for the pool's keyword search. */
    searchText: text('search_text').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Checked by the platform team (feeds the buyer card in chat and the pool's "Selected"). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Blocked by the platform team: out of the pool, cannot message; conversations say so. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
  },
  (t) => [
    uniqueIndex('buyers_user_key').on(t.userId),
    index('buyers_recent_idx').on(t.lastOnlineAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('buyers_category_recent_idx').on(
      t.mainCategory,
      t.lastOnlineAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('buyers_selected_recent_idx')
      .on(t.lastOnlineAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isSelected}`),
    index('buyers_joined_idx').on(t.joinedAt.desc().nullsFirst()),
    index('buyers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('buyers_brands_idx').using('gin', t.interestedBrands),
    index('buyers_purchasing_categories_idx').using('gin', t.purchasingCategoryIds),
  ],
);

/** Master products a buyer may be purchasing, asked about, or looked at. */
export const buyerProducts = pgTable(
  'buyer_products',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    masterProductId: integer('master_product_id')
      .notNull()
      .references(() => masterProducts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['purchasing', 'inquired', 'browsed'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.kind, t.masterProductId] }),
    index('buyer_products_recent_idx').on(t.buyerId, t.kind, t.at.desc().nullsFirst()),
    // "Do buyers want this product?" (showroom suggestions) looks up by product.
    index('buyer_products_product_idx').on(t.masterProductId),
    // The product ranking counts buyers' chat inquiries per product over time windows.
    index('buyer_products_inquired_at_idx').on(t.at, t.masterProductId).where(sql`${t.kind} = 'inquired'`),
  ],
);

/**
 * A supplier's relation with a buyer, made when either side first reaches out. The quota is
 * charged once per row: when the supplier opens it, or on the supplier's first reply.
 */
export const buyerContacts = pgTable(
  'buyer_contacts',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    startedBy: text('started_by', { enum: ['supplier', 'buyer'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the supplier side first wrote (opened the contact or replied); null while unanswered. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** When the buyer first answered a supplier-started contact (or wrote first). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.buyerId] }),
    index('buyer_contacts_buyer_idx').on(t.buyerId),
  ],
);

/** Buyers who looked at a supplier's showroom or one of its products. */
export const buyerVisits = pgTable(
  'buyer_visits',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => supplierProducts.id, { onDelete: 'set null' }),
    /** Kept so a visit still reads well after the product is deleted. */
    productName: text('product_name'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_visits_supplier_recent_idx').on(
      t.supplierId,
      t.visitedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A supplier's report of a buyer (spam, abuse…), made from the chat; the console reviews them. */
export const buyerReports = pgTable(
  'buyer_reports',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: ['spam', 'abuse', 'fraud', 'other'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed by the platform team (the buyer blocked, or the report dismissed). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolution: text('resolution', { enum: ['blocked', 'dismissed'] }),
  },
  (t) => [
    index('buyer_reports_buyer_idx').on(t.buyerId, t.createdAt),
    // One open report per supplier and buyer: a second click does not count twice.
    uniqueIndex('buyer_reports_open_once_key')
      .on(t.buyerId, t.supplierId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
