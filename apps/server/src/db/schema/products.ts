import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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

/** Category tree (six main buyer categories and their sub-categories); names per language. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  nameJa: text('name_ja').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** An uploaded image (files.id), set by the platform team. */
  logoFileId: text('logo_file_id'),
  /** Categories (main or sub) the brand is sold in; empty = not classified. */
  categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's product pool that suppliers link from. */
export const masterProducts = pgTable(
  'master_products',
  {
    id: serial('id').primaryKey(),
    barcode: text('barcode').notNull(),
    /** Barcode digits without leading zeros: UPC-A and EAN-13 of one code meet here. */
    barcodeKey: text('barcode_key').notNull(),
    mid: text('mid').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    origin: text('origin'),
    specs: jsonb('specs').$type<string[]>().notNull().default([]),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    /** Lower-cased name + brand, for keyword search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retired by the platform team: out of suppliers' searches; linked copies stay, marked. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Set when this product was merged into another (a duplicate barcode); it is retired too. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => masterProducts.id),
  },
  (t) => [
    index('master_products_barcode_key_idx').on(t.barcodeKey),
    index('master_products_mid_idx').on(t.mid),
    index('master_products_category_idx').on(t.categoryId, t.id),
    index('master_products_brand_idx').on(t.brandId, t.id),
    index('master_products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A supplier's product: its own, or a link to a master product (then master fields are copied, editable). */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    masterProductId: integer('master_product_id').references(() => masterProducts.id),
    barcode: text('barcode').notNull(),
    barcodeKey: text('barcode_key').notNull(),
    mid: text('mid').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    categoryId: integer('category_id').references(() => categories.id),
    origin: text('origin'),
    specs: jsonb('specs').$type<string[]>().notNull().default([]),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    shelfLifeDays: integer('shelf_life_days'),
    unitsPerPack: integer('units_per_pack'),
    unitsPerCase: integer('units_per_case'),
    casesPerPallet: integer('cases_per_pallet'),
    remark: text('remark'),
    pricingUnit: text('pricing_unit').notNull().default('unit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_products_supplier_idx').on(t.supplierId, t.id),
    uniqueIndex('supplier_products_master_once_key')
      .on(t.supplierId, t.masterProductId)
      .where(sql`${t.masterProductId} is not null`),
  ],
);

/** A supplier's price for one of its products. Money is numeric + ISO 4217 code. */
export const productQuotes = pgTable(
  'product_quotes',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    terms: text('terms').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** The company's user who wrote this price (issue 19). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_quotes_product_idx').on(t.productId, t.id),
    index('product_quotes_supplier_idx').on(t.supplierId, t.id),
  ],
);

/** Lists behind attribute/select/*: which codes are offered, in what order, under which names. */
export const ATTRIBUTE_LISTS = ['place', 'unit', 'language', 'currency'] as const;
export const attributeOptions = pgTable(
  'attribute_options',
  {
    list: text('list', { enum: ATTRIBUTE_LISTS }).notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    /** False = no longer offered in selects; rows already using it keep it and read its name. */
    offered: boolean('offered').notNull().default(true),
    /** Names set by the platform team; null = the built-in translation. */
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    nameJa: text('name_ja'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.value] })],
);
