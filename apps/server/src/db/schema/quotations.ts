import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';
import { buyers } from './buyers.js';
import { messages } from './chat.js';
import { supplierProducts } from './products.js';

/**
 * A supplier's quotation (SPEC 3): several product lines under one set of terms. Editing a
 * quotation bumps its version; what a buyer was sent stays readable as a chat card snapshot.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Per-company running number, shown as e.g. Q-2026-0007. */
    number: text('number').notNull(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    /** Incoterms 2020 code (reference `quotation/terms`). */
    terms: text('terms').notNull(),
    /** Place of delivery (reference `quotation/place`). */
    place: text('place').notNull(),
    /** ISO 4217 code for every line's price. */
    currency: text('currency').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Shown to the buyer. */
    remark: text('remark'),
    /** For my company only. */
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a sent quotation is archived (hidden from the default list); a draft is deleted instead. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotations_supplier_number_key').on(t.supplierId, t.number),
    index('quotations_supplier_recent_idx').on(t.supplierId, t.id.desc().nullsFirst()),
  ],
);

/**
 * One product of a quotation. Product fields are copied when the line is saved, so a quotation
 * reads the same after the product changes; `productId` is cleared if the product is deleted
 * (allowed only once no open quotation uses it).
 */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => supplierProducts.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    /** UPC/EAN of the product (SPEC "code"). */
    code: text('code').notNull(),
    brand: text('brand'),
    productName: text('product_name').notNull(),
    spec: text('spec'),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    /** unit | case | pallet | pack (reference `unit/measure`). */
    priceUnit: text('price_unit').notNull().default('unit'),
    moq: integer('moq'),
    unitsPerPack: integer('units_per_pack'),
    unitsPerCase: integer('units_per_case'),
    casesPerPallet: integer('cases_per_pallet'),
    shelfLifeDays: integer('shelf_life_days'),
    packDimensions: text('pack_dimensions'),
    caseDimensions: text('case_dimensions'),
    /** Pallet description, e.g. "EUR 1200×800, 10 layers". */
    pallet: text('pallet'),
  },
  (t) => [
    index('quotation_lines_quotation_idx').on(t.quotationId, t.sort),
    index('quotation_lines_product_idx').on(t.productId),
  ],
);

/** What one version of a quotation said: its header and its lines, as saved. */
export type QuotationVersionContent = {
  name: string;
  terms: string;
  place: string;
  currency: string;
  expiresOn: string;
  remark: string | null;
  note: string | null;
  lines: {
    productId: number | null;
    code: string;
    brand: string | null;
    productName: string;
    spec: string | null;
    price: string;
    priceUnit: string;
    moq: number | null;
    unitsPerPack: number | null;
    unitsPerCase: number | null;
    casesPerPallet: number | null;
    shelfLifeDays: number | null;
    packDimensions: string | null;
    caseDimensions: string | null;
    pallet: string | null;
  }[];
};

/**
 * Append-only history of a quotation: the full content of every version, written in the
 * transaction that creates or updates it. Rows are never changed.
 */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<QuotationVersionContent>().notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quotation_versions_key').on(t.quotationId, t.version)],
);

/**
 * Each time a quotation went into a conversation as a card: to which buyer, which version, when,
 * and when that buyer first opened it. A quotation with a send is no longer a draft: it cannot be
 * deleted (the foreign key has no cascade), only archived.
 */
export const quotationSends = pgTable(
  'quotation_sends',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** First time the recipient buyer opened the card in the buyers' app. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotation_sends_message_key').on(t.messageId),
    index('quotation_sends_quotation_idx').on(t.quotationId, t.sentAt),
  ],
);

/** Products a supplier displays in its showroom (SPEC 2 "exhibits"), in the supplier's order. */
export const showroomExhibits = pgTable(
  'showroom_exhibits',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    // No action on delete: the product service refuses to delete an exhibit, saying why.
    productId: integer('product_id')
      .notNull()
      .references(() => supplierProducts.id),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('showroom_exhibits_product_key').on(t.supplierId, t.productId),
    index('showroom_exhibits_product_idx').on(t.productId),
  ],
);
