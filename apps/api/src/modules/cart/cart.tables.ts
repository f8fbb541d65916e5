import { DELIVERY_KINDS, type DeliveryKind } from '@glowmarket/shared/logistics';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { products } from '../catalog/catalog.tables';
import { companies } from '../companies/companies.tables';
import { deliveryPrices } from '../logistics/logistics.tables';
import { shops } from '../shops/shops.tables';
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

/**
 * Each seller's delivery as the buyer chose it on the cart (or at checkout), which placing the
 * cart uses. A choice goes with its seller's last line, with the price-list entry it names, and
 * with the cart.
 */
export const cartDeliveries = pgTable(
  'cart_deliveries',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The price-list entry; null for store pickup. */
    optionId: uuid('option_id').references(() => deliveryPrices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    /** The parcel locker or pickup point, as ShipX (or the buyer, for a pickup point's code) names it. */
    pointName: text('point_name'),
    /** The locker's address when it was chosen, to show it. */
    pointAddress: text('point_address'),
    /** The shop to collect from (store pickup); gone with the shop. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.companyId] }),
    check('cart_deliveries_kind_known', isOneOf(table.kind, DELIVERY_KINDS)),
    // Store pickup has no price-list entry; every other kind has one.
    check('cart_deliveries_option', sql`(${table.optionId} is null) = (${table.kind} = 'store_pickup')`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartDeliveryRow = typeof cartDeliveries.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
