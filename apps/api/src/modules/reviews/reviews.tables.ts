import { SKIN_TYPES, type SkinType } from '@glowmarket/shared/reviews';
import { REVIEW_COMMENT_MAX_LENGTH } from '@glowmarket/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { products } from '../catalog/catalog.tables';
import { companies } from '../companies/companies.tables';
import { orderLines } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/**
 * A buyer's rating of a product it received: one per buyer and product, editable. The order line
 * it rests on is kept; the operator may hide an abusive one, with a reason.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    skinType: text('skin_type').$type<SkinType>(),
    /** The language the comment was written in. */
    language: text('language').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_ratings_buyer_product_unique').on(table.buyerId, table.productId),
    index('product_ratings_product_idx')
      .on(table.productId, table.createdAt.desc())
      .where(sql`${table.hiddenAt} is null`),
    index('product_ratings_company_idx').on(table.companyId, table.createdAt.desc()),
    check('product_ratings_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'product_ratings_comment_length',
      sql`char_length(${table.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX_LENGTH))}`,
    ),
    check('product_ratings_skin_type_known', sql`${table.skinType} is null or ${isOneOf(table.skinType, SKIN_TYPES)}`),
    check('product_ratings_hidden_has_reason', sql`${table.hiddenAt} is null or ${table.hiddenReason} is not null`),
  ],
);

export type ProductRatingRow = typeof productRatings.$inferSelect;
