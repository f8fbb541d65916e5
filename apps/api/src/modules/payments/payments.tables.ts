import { PAYMENT_METHODS, PAYMENT_STATES, type PaymentMethod, type PaymentState } from '@glowmarket/shared/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { companies } from '../companies/companies.tables';
import { orderGroups, orders } from '../orders/orders.tables';
import { users } from '../users/users.tables';

/** How the buyer's browser was sent to the operator, kept so a retried start answers the same. */
export type StoredRedirect =
  { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

/**
 * One attempt to pay (part of) a purchase through an operator. Amounts in minor units of
 * `currency`, the operator's currency, fixed when the attempt starts.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What operators know the payment by: 32 hex digits (Autopay's OrderID allows 32 characters). */
    reference: text('reference').notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Autopay: the seller whose own account is paid. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    state: text('state').$type<PaymentState>().notNull().default('started'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The operator's id of the transaction, once known. */
    operatorRef: text('operator_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    redirect: jsonb('redirect').$type<StoredRedirect>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    uniqueIndex('payments_buyer_key_unique').on(table.buyerId, table.idempotencyKey),
    index('payments_group_idx').on(table.groupId),
    check('payments_method_known', isOneOf(table.method, PAYMENT_METHODS)),
    check('payments_state_known', isOneOf(table.state, PAYMENT_STATES)),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The orders a payment pays, each with its share of the amount. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.orderId] }),
    index('payment_orders_order_idx').on(table.orderId),
  ],
);

/**
 * Every operator notification, stored once by the operator's own id before it is applied: the
 * same notification again finds its row and changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: text('method').$type<PaymentMethod>().notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_notifications_event_unique').on(table.method, table.eventId)],
);

export type PaymentRow = typeof payments.$inferSelect;
