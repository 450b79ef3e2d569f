import { LOCKED_FIELDS } from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  date,
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
import { files } from './files.js';

/** A company's logo (at most one) and images (at most five, SPEC 5), in the order buyers see them. */
export const companyImages = pgTable(
  'company_images',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['logo', 'image'] }).notNull(),
    position: integer('position').notNull().default(0),
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_images_file_key').on(t.supplierId, t.fileId),
    uniqueIndex('company_images_one_logo').on(t.supplierId).where(sql`${t.kind} = 'logo'`),
    index('company_images_supplier_idx').on(t.supplierId, t.kind, t.position),
  ],
);

export type LockedValuesJson = {
  name?: string | null;
  country?: string | null;
  businessType?: string | null;
};

/** A supplier's request to change locked fields; staff apply or reject it in the console. */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    fromValues: jsonb('from_values').$type<LockedValuesJson>().notNull(),
    toValues: jsonb('to_values').$type<LockedValuesJson>().notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request waits at a time per company.
    uniqueIndex('profile_change_requests_one_pending').on(t.supplierId).where(sql`${t.status} = 'pending'`),
    index('profile_change_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every change of a locked field, by the supplier (first saves) or by staff (applied requests). */
export const profileHistory = pgTable(
  'profile_history',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    field: text('field', { enum: LOCKED_FIELDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    changedBy: text('changed_by', { enum: ['supplier', 'staff'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changeRequestId: integer('change_request_id').references(() => profileChangeRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_history_supplier_idx').on(t.supplierId, t.createdAt)],
);

/** What the platform team did, written in the same transaction as the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Set for what a supplier company's users did (the company's own audit log, issue 19). */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The address the change came from. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_recent_idx').on(t.createdAt),
    index('audit_log_supplier_idx').on(t.supplierId, t.createdAt).where(sql`${t.supplierId} is not null`),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Trade fairs a company attends (supplier/exhibitionList); buyers see those not over yet. */
export const tradeFairs = pgTable(
  'trade_fairs',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    booth: text('booth'),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_fairs_supplier_idx').on(t.supplierId, t.endsOn)],
);

/** The signature block printed on a company's quotation PDFs (supplier/signature). */
export const supplierSignatures = pgTable('supplier_signatures', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  signatoryName: text('signatory_name').notNull(),
  signatoryTitle: text('signatory_title').notNull(),
  mode: text('mode', { enum: ['typed', 'image'] }).notNull(),
  signatureFileId: text('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
  stampFileId: text('stamp_file_id').references(() => files.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
