import { MESSAGE_MAX_LENGTH, THREAD_ABOUT, type ThreadAbout } from '@glowmarket/shared/seller-messages';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { products } from '../catalog/catalog.tables';
import { companies } from '../companies/companies.tables';
import { orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * A conversation between one buyer and one seller about one product, one order, or nothing in
 * particular. The subject (the product's title, the order's number) is kept as it was when the
 * thread began; each side's unread count is kept on the thread for the menus.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * What the thread is about. Kept apart from the two ids: a deleted product or order leaves its
     * id null, and the thread must still not pass for the buyer's general question to the company.
     */
    about: text('about').$type<ThreadAbout>().notNull(),
    subject: text('subject').notNull(),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One thread per subject: per product, per order, and one general question per company.
    uniqueIndex('message_threads_product_unique')
      .on(table.companyId, table.buyerId, table.productId)
      .where(sql`${table.productId} is not null`),
    uniqueIndex('message_threads_order_unique')
      .on(table.companyId, table.buyerId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex('message_threads_general_unique')
      .on(table.companyId, table.buyerId)
      .where(sql`${table.about} = 'company'`),
    check('message_threads_about_known', isOneOf(table.about, THREAD_ABOUT)),
    index('message_threads_company_idx').on(table.companyId, table.lastMessageAt.desc()),
    index('message_threads_buyer_idx').on(table.buyerId, table.lastMessageAt.desc()),
    check('message_threads_unread_non_negative', sql`${table.buyerUnread} >= 0 and ${table.sellerUnread} >= 0`),
  ],
);

/** One message in a thread, plain text; `fromSeller` says which side wrote it. */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSeller: boolean('from_seller').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('thread_messages_thread_idx').on(table.threadId, table.createdAt),
    check(
      'thread_messages_body_length',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
