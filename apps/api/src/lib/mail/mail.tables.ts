import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mails kept instead of sent when no SMTP server is configured (dev and demo), listed at /dev/mail. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
