import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@glowmarket/shared/orders';
import type { InvoiceDetailsInput, ShippingAddressInput } from '@glowmarket/shared/users';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { products } from '../catalog/catalog.tables';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/** Numbers orders for people: GM-<year>-<six digits>. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 });

export interface ContactSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** How an order travels, as it was when placed (the seller may change its price list later). */
export interface DeliverySnapshot {
  kind: string;
  /** The carrier's id (InPost's orders go through ShipX); absent in orders placed before it was kept. */
  carrierId?: string;
  carrierName: string;
  cod: boolean;
  /** The seller's price-list entry and its key in the seller's system; null for store pickup. */
  priceEntryId: string | null;
  key: string | null;
  deliveryDays: number;
  point: { name: string; line1: string; line2: string } | null;
  shop: { id: string; title: string; address: string } | null;
}

export interface ShipmentSnapshot {
  id: string;
  status: string;
  trackingNumber: string | null;
}

/**
 * One purchase: what the buyer placed at once, across sellers. The currency and the rate it was
 * shown at are kept, so every amount can be shown again exactly as the buyer saw it.
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key it was placed with: the same key again answers this purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of what the request meant (lib/fingerprint): its lines, deliveries, contact, address
     * and invoice. The same key with another meaning is refused; null (placed before it was kept)
     * matches any.
     */
    requestFingerprint: text('request_fingerprint'),
    currency: text('currency').notNull(),
    scaledRate: bigint('scaled_rate', { mode: 'number' }).notNull(),
    contact: jsonb('contact').$type<ContactSnapshot>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressInput>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceDetailsInput>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_groups_buyer_key_unique').on(table.buyerId, table.idempotencyKey)],
);

/** One seller's part of a purchase, with its own status. Amounts in euro cents. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    delivery: jsonb('delivery').$type<DeliverySnapshot>().notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    itemsTotal: integer('items_total').notNull(),
    total: integer('total').notNull(),
    /** The operator's rate on the items (basis points) and what it comes to. */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    commission: integer('commission').notNull(),
    trackingNumber: text('tracking_number'),
    /** The ShipX shipment made for it, if any. */
    shipment: jsonb('shipment').$type<ShipmentSnapshot>(),
    /** Until when an unpaid order keeps its stock; then the expiry job cancels it. Null once not waiting. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_pay_by_idx')
      .on(table.payBy)
      .where(sql`${table.status} = 'placed' and ${table.paymentStatus} = 'unpaid'`),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_number_unique').on(table.number),
    index('orders_group_idx').on(table.groupId),
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
    index('orders_buyer_created_idx').on(table.buyerId, table.createdAt),
    check('orders_status_known', isOneOf(table.status, ORDER_STATUSES)),
    check('orders_payment_status_known', isOneOf(table.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_amounts_positive',
      sql`${table.itemsTotal} >= 0 and ${table.deliveryPrice} >= 0 and ${table.commission} >= 0`,
    ),
  ],
);

/** What was bought, with the title and price copied in at placement. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The batches the quantity was taken from (first to expire first), for a recall; null: not kept per batch. */
    batches: jsonb('batches').$type<LineBatch[]>(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** How much of a line came from one batch. */
export interface LineBatch {
  batchId: string;
  code: string;
  expiresOn: string;
  quantity: number;
}

export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
