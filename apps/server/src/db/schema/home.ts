import type {
  AudiencePlan,
  ChangeKind,
  ContentKind,
  FaqCategory,
  NoticePriority,
  NoticeType,
  TourOutcome,
  TourPage,
} from '@sc/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts.js';

export type LocalizedJson = { en: string; zh: string | null; ja: string | null };
export type AudienceJson = { plan: AudiencePlan; countries: string[]; categories: string[] };

/**
 * What the platform team publishes (notices, What's New, FAQ). Each row is one version of an item
 * (`series_id` is the item); publishing a change inserts a new version and archives the old one,
 * so nothing published is ever deleted.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id').notNull(),
    version: integer('version').notNull().default(1),
    kind: text('kind').$type<ContentKind>().notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] }).notNull(),
    title: jsonb('title').$type<LocalizedJson>().notNull(),
    body: jsonb('body').$type<LocalizedJson>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    noticeType: text('notice_type').$type<NoticeType>(),
    priority: text('priority').$type<NoticePriority>().notNull().default('info'),
    pinned: boolean('pinned').notNull().default(false),
    audience: jsonb('audience')
      .$type<AudienceJson>()
      .notNull()
      .default({ plan: 'all', countries: [], categories: [] }),
    changeKind: text('change_kind').$type<ChangeKind>(),
    faqCategory: text('faq_category').$type<FaqCategory>(),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedByName: text('edited_by_name').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_version_key').on(t.seriesId, t.version),
    // At most one live (published) and one draft version per item.
    uniqueIndex('content_items_one_published').on(t.seriesId).where(sql`${t.status} = 'published'`),
    uniqueIndex('content_items_one_draft').on(t.seriesId).where(sql`${t.status} = 'draft'`),
    index('content_items_published_idx').on(t.kind, t.publishAt).where(sql`${t.status} = 'published'`),
  ],
);

/** A user read a notice (by item, so a corrected version stays read); urgent ones are also acknowledged. */
export const contentReads = pgTable(
  'content_reads',
  {
    seriesId: integer('series_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.userId] }), index('content_reads_series_idx').on(t.seriesId)],
);

/** "Was this helpful?" on a FAQ article: one answer per user, changeable. */
export const faqVotes = pgTable(
  'faq_votes',
  {
    seriesId: integer('series_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.userId] })],
);

/** Per user: when What's New was last opened, the dashboard checklist and the page tours. */
export const userGuides = pgTable('user_guides', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whatsNewSeenAt: timestamp('whats_new_seen_at', { withTimezone: true }),
  checklistDismissedAt: timestamp('checklist_dismissed_at', { withTimezone: true }),
  tours: jsonb('tours').$type<Partial<Record<TourPage, TourOutcome>>>().notNull().default({}),
});

/**
 * When a company's task was first seen done: tasks are read from data, and for those without a
 * natural date (a complete profile) this keeps the moment the dashboard first saw them done.
 */
export const taskCompletions = pgTable(
  'task_completions',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.task] })],
);
