import { LEDGER_REASONS, ORDER_STATUSES, REFUND_STATUSES, SERVICE_PLANS } from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** A service package the platform sells: days of service and buyer contacts for a price. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: serial('id').primaryKey(),
    names: jsonb('names').$type<{ en: string; zh: string; ja: string }>().notNull(),
    days: integer('days').notNull(),
    buyerContacts: integer('buyer_contacts').notNull(),
    /** How many users the company may have while this package is its latest paid one (issue 19). */
    seats: integer('seats').notNull().default(5),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_packages_positive', sql`${t.days} > 0 and ${t.buyerContacts} >= 0 and ${t.price} > 0`),
  ],
);

/**
 * One attempt to buy a package by card; `merchant_transaction_id` is the id the provider knows.
 * The package's days, contacts and price are copied in: a later change of the package does not
 * change what this order grants.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    merchantTransactionId: text('merchant_transaction_id').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id),
    packageNames: jsonb('package_names').$type<{ en: string; zh: string; ja: string }>().notNull(),
    days: integer('days').notNull(),
    buyerContacts: integer('buyer_contacts').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    failureCode: text('failure_code'),
    providerTransactionId: text('provider_transaction_id'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the card was submitted: reconciliation looks at orders processing for too long. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_merchant_tx_idx').on(t.merchantTransactionId),
    // A second click on "pay" reuses the open order of the same package.
    uniqueIndex('payment_orders_open_idx').on(t.supplierId, t.packageId).where(sql`${t.status} = 'created'`),
    index('payment_orders_supplier_idx').on(t.supplierId, t.id.desc().nullsFirst()),
    index('payment_orders_status_idx').on(t.status, t.updatedAt),
  ],
);

/** Every notify received (raw body kept), with what was done with it; rejected ones too. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** The provider's event id; null when the notify was rejected before it could be trusted. */
    eventKey: text('event_key'),
    kind: text('kind'),
    status: text('status'),
    outcome: text('outcome').notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_key_idx').on(t.eventKey),
    index('payment_events_order_idx').on(t.orderId, t.id),
  ],
);

/** A refund asked of the provider by the platform team (partial or full). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    refundId: text('refund_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_id_idx').on(t.refundId),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * The one append-only ledger of service days and buyer contacts. A row with days covers the period
 * [period_starts_at, period_ends_at) (a negative row takes that period back); service status, days
 * left and contacts left are computed from these rows, never stored elsewhere.
 */
export const serviceLedger = pgTable(
  'service_ledger',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    days: integer('days').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    plan: text('plan', { enum: SERVICE_PLANS }),
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    /** A refund's entry points at the entry it takes back from. */
    reversesId: integer('reverses_id'),
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_ledger_supplier_idx').on(t.supplierId, t.id.desc().nullsFirst()),
    index('service_ledger_periods_idx').on(t.supplierId, t.periodEndsAt).where(sql`${t.days} <> 0`),
    // The hourly trial reminders look for trials that end soon, across all companies.
    index('service_ledger_trial_ends_idx')
      .on(t.periodEndsAt)
      .where(sql`${t.plan} = 'trial' and ${t.days} > 0`),
    check(
      'service_ledger_period_with_days',
      sql`(${t.days} = 0) = (${t.periodStartsAt} is null) and (${t.days} = 0) = (${t.periodEndsAt} is null) and (${t.days} = 0) = (${t.plan} is null)`,
    ),
  ],
);

/**
 * Each reminder that a trial ends soon, recorded before its mail is sent: the unique index lets a
 * company get the reminder of one threshold (7, 3 or 1 days) once per period, however often the job runs.
 */
export const serviceReminders = pgTable(
  'service_reminders',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('service_reminders_once_idx').on(t.supplierId, t.periodEndsAt, t.thresholdDays)],
);
