import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the platform sends, whatever the transport. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
