import {
  BUSINESS_TYPES,
  EXPORT_RANGES,
  LANGS,
  MARKET_REGIONS,
  PERMISSION_SCOPES,
  SHOWROOM_STATUSES,
  STAFF_RANGES,
} from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
    /** The colleague who invited this user into the company (issue 19); null for the company's first user. */
    invitedBy: integer('invited_by'),
    /** When the user was last disabled, and by whom (status says whether they are disabled now). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by'),
    /** Operators' two-factor sign-in (TOTP): the secret, sealed with the server's key; set up when enabled_at is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The operator must set up two-factor sign-in before their first session (new operators). */
    totpRequired: boolean('totp_required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_admin_code_key').on(t.adminCode),
    index('users_supplier_idx').on(t.supplierId),
    check('users_supplier_kind', sql`(${t.kind} = 'supplier') = (${t.supplierId} is not null)`),
  ],
);

/**
 * A role: built-in ones (supplier_id null) are the same for everyone and seeded from code; a company's
 * custom roles (supplier_id set) are cloned from a built-in one and named by the company.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKey: text('name_key').notNull(),
    audience: text('audience', { enum: ['supplier', 'staff', 'buyer'] })
      .notNull()
      .default('supplier'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    /** A custom role's own name (built-in roles are named by `name_key` in each language). */
    name: text('name'),
    /** The built-in role a custom role was cloned from. */
    baseCode: text('base_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roles_supplier_idx').on(t.supplierId),
    uniqueIndex('roles_supplier_name_key')
      .on(t.supplierId, sql`lower(${t.name})`)
      .where(sql`${t.supplierId} is not null`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    /** `own` or `company` (only SCOPED_PERMISSIONS may be `own`). */
    scope: text('scope', { enum: PERMISSION_SCOPES }).notNull().default('company'),
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
    revokedReason: text('revoked_reason', {
      enum: ['replaced', 'logout', 'password_changed', 'suspended', 'disabled'],
    }),
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

/** A colleague invited into a supplier company (issue 19): single use, valid 7 days; only the token's hash is kept. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The user the invitation became. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('user_invitations_token_hash_key').on(t.tokenHash),
    index('user_invitations_supplier_idx').on(t.supplierId, t.createdAt),
    // One open invitation per address and company.
    uniqueIndex('user_invitations_open_key')
      .on(t.supplierId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Ownership moving to a colleague: it takes effect only when the new owner accepts (issue 19). */
export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open transfer per company.
    uniqueIndex('ownership_transfers_open_key')
      .on(t.supplierId)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);
