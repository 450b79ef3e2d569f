import {
  BUSINESS_TYPES,
  EXPORT_RANGES,
  LANGS,
  MARKET_REGIONS,
  SHOWROOM_STATUSES,
  STAFF_RANGES,
} from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A supplier company; every supplier-owned row is scoped by its id. */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  /** Main buyer categories (SPEC 2) the company sells in; recommendations start from them. */
  mainCategories: text('main_categories').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // The company profile buyers see (issue 14); pictures live in company_images.
  businessType: text('business_type', { enum: BUSINESS_TYPES }),
  yearFounded: integer('year_founded'),
  staffRange: text('staff_range', { enum: STAFF_RANGES }),
  exportRange: text('export_range', { enum: EXPORT_RANGES }),
  mainMarkets: text('main_markets', { enum: MARKET_REGIONS }).array().notNull().default(sql`'{}'::text[]`),
  /** Markdown; English is the version every buyer can read, Chinese and Japanese are optional. */
  introductionEn: text('introduction_en').notNull().default(''),
  introductionZh: text('introduction_zh'),
  introductionJa: text('introduction_ja'),
  /** Categories chosen (main and sub); mainCategories is derived from them on save. */
  categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
  businessGoods: text('business_goods').array().notNull().default(sql`'{}'::text[]`),
  shownBrands: text('shown_brands').array().notNull().default(sql`'{}'::text[]`),
  showroomStatus: text('showroom_status', { enum: SHOWROOM_STATUSES }).notNull().default('draft'),
  /** The first save of the profile: from then on name, country and business type are locked. */
  profileSavedAt: timestamp('profile_saved_at', { withTimezone: true }),
  profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }),
  /** Set when the business licence is verified (credentials work); it also locks the fields. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** Business hours (time/selectByTime); null until saved, then the defaults for the country apply. */
  timeZone: text('time_zone'),
  businessDays: integer('business_days').array(),
  opensAt: text('opens_at'),
  closesAt: text('closes_at'),
  /** Suspended by the platform team: users signed out and refused, showroom hidden. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendReason: text('suspend_reason'),
});

/** Who a login identity is: a supplier's staff, a buyer, or the platform team. */
export const USER_KINDS = ['supplier', 'buyer', 'staff'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: USER_KINDS }).notNull().default('supplier'),
    /** Set exactly for supplier users. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    adminCode: text('admin_code').notNull(),
    email: text('email').notNull(),
    realName: text('real_name').notNull(),
    jobTitle: text('job_title').notNull(),
    title: text('title').notNull(),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the user opened the mailed confirmation link; until then no buyer contact can be spent. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the user's sign-up or last sign-in: mails the platform sends later use it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_admin_code_key').on(t.adminCode),
    index('users_supplier_idx').on(t.supplierId),
    check('users_supplier_kind', sql`(${t.kind} = 'supplier') = (${t.supplierId} is not null)`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameKey: text('name_key').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Login sessions; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['replaced', 'logout', 'password_changed', 'suspended'] }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_active_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/** Email confirmation links: only the token's hash is kept; single use, they expire. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

/** Captcha answers by client key; one use each, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
