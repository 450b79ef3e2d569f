import { ACTIVATION_SOURCES, INVITATION_REASONS, INVITATION_STATES } from '@sc/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';
import { paymentOrders, serviceLedger } from './billing.js';

/** One invitation code per company, made on first use. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    supplierId: integer('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitation_codes_code_key').on(t.code)],
);

/**
 * One invitation of an inviter: a device that opened the link (visitor key), an email the inviter
 * recorded, or a sign-up with the code. A sign-up fills `invited_supplier_id` (one inviter per company).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    state: text('state', { enum: INVITATION_STATES }).notNull(),
    reason: text('reason', { enum: INVITATION_REASONS }),
    visitorKey: text('visitor_key'),
    /** Normalised (lower case, +tag dropped, gmail dots dropped): what the abuse rules compare. */
    email: text('email'),
    /** As typed (lower case), masked before the inviter sees it. */
    displayEmail: text('display_email'),
    name: text('name'),
    invitedSupplierId: integer('invited_supplier_id').references(() => suppliers.id, {
      onDelete: 'set null',
    }),
    signupIp: text('signup_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    activatedBy: text('activated_by', { enum: ACTIVATION_SOURCES }),
    activatedOrderId: integer('activated_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    /** When the reward's hold began (activation, or approval after review); it ends holdDays later. */
    heldSince: timestamp('held_since', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardEntryId: integer('reward_entry_id').references(() => serviceLedger.id, { onDelete: 'set null' }),
    rewardDays: integer('reward_days'),
    rewardContacts: integer('reward_contacts'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
  },
  (t) => [
    uniqueIndex('invitations_invited_supplier_key').on(t.invitedSupplierId),
    uniqueIndex('invitations_visitor_key')
      .on(t.inviterId, t.visitorKey)
      .where(sql`${t.visitorKey} is not null`),
    index('invitations_inviter_idx').on(t.inviterId, t.id),
    // The release job scans held rewards by the end of their hold.
    index('invitations_hold_idx').on(t.heldSince).where(sql`${t.state} = 'activated'`),
    index('invitations_review_idx').on(t.activatedAt).where(sql`${t.state} = 'review'`),
  ],
);
