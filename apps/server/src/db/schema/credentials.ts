import { CREDENTIAL_REJECT_REASONS, CREDENTIAL_REVIEW_STATES, CREDENTIAL_TYPES } from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { serviceLedger } from './billing.js';

/**
 * One version of a credential. A new upload after a rejection (or of a renewed certificate) is a new
 * row of the same series (`series_id` is the first version's id); earlier versions stay as history.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id').notNull(),
    version: integer('version').notNull().default(1),
    type: text('type', { enum: CREDENTIAL_TYPES }).notNull(),
    issuer: text('issuer').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    scope: text('scope').notNull().default(''),
    description: text('description').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    fileIds: text('file_ids').array().notNull(),
    state: text('state', { enum: CREDENTIAL_REVIEW_STATES }).notNull().default('pending'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    rejectReason: text('reject_reason', { enum: CREDENTIAL_REJECT_REASONS }),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Revocation takes two operators: one asks (with the reason), another confirms. */
    revokeRequestedBy: integer('revoke_requested_by').references(() => users.id, { onDelete: 'set null' }),
    revokeRequestedAt: timestamp('revoke_requested_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    revokeTakeBack: boolean('revoke_take_back'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credentials_series_version_key').on(t.seriesId, t.version),
    index('credentials_supplier_idx').on(t.supplierId, t.seriesId),
    // The review queue: oldest pending first.
    index('credentials_pending_idx').on(t.submittedAt).where(sql`${t.state} = 'pending'`),
    // Expiry reminders scan verified credentials by expiry date.
    index('credentials_verified_expiry_idx').on(t.expiresOn).where(sql`${t.state} = 'verified'`),
    check('credentials_expiry', sql`${t.type} = 'business_licence' or ${t.expiresOn} is not null`),
  ],
);

/** What verifying a credential earns, per type; the platform team changes the amounts. */
export const credentialRewardTerms = pgTable('credential_reward_terms', {
  type: text('type', { enum: CREDENTIAL_TYPES }).primaryKey(),
  days: integer('days').notNull(),
  contacts: integer('contacts').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reward a company got for a credential type: at most one per type (the primary key), so a
 * re-verification, a new version or two racing approvals grant nothing more.
 */
export const credentialRewards = pgTable(
  'credential_rewards',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CREDENTIAL_TYPES }).notNull(),
    credentialId: integer('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    ledgerEntryId: integer('ledger_entry_id').references(() => serviceLedger.id),
    days: integer('days').notNull(),
    contacts: integer('contacts').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    takenBackAt: timestamp('taken_back_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.type] })],
);

/**
 * Expiry reminders: one row per credential and threshold (30, 7, 0 days) once it was told, and one
 * digest per company and day, inserted before the mail so a rerun of the job sends nothing twice.
 */
export const credentialReminders = pgTable(
  'credential_reminders',
  {
    credentialId: integer('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    thresholdDays: integer('threshold_days').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.thresholdDays] })],
);

export const credentialReminderDigests = pgTable(
  'credential_reminder_digests',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    credentialIds: integer('credential_ids').array().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day] })],
);
