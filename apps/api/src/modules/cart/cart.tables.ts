import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import { users } from '../users/users.tables';

/**
 * A cart: a visitor's, found by the SHA-256 of the token its browser keeps, or a buyer's (one
 * each), found by the user. At login a visitor's cart is merged into the buyer's and deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_token_hash_unique').on(table.tokenHash),
    uniqueIndex('carts_user_unique').on(table.userId),
    // Visitors' carts nobody came back to are cleared by age.
    index('carts_updated_idx').on(table.updatedAt),
    check('carts_owner', sql`(${table.tokenHash} is null) <> (${table.userId} is null)`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Euro cents when the line was added, to tell the buyer the price has changed since. */
    unitPriceAtAdd: integer('unit_price_at_add').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.productId] }),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
