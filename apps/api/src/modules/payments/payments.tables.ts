import {
  PAYMENT_FLAG_REASONS,
  PAYMENT_METHODS,
  PAYMENT_REFUND_STATES,
  PAYMENT_STATES,
  type PaymentFlagReason,
  type PaymentMethod,
  type PaymentRefundState,
  type PaymentState,
} from '@glowmarket/shared/payments';
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
    /** SHA-256 of what the start asked for (method and orders): the same key for another request is refused. */
    fingerprint: text('fingerprint'),
    /** Why the payment is flagged (state 'flagged'). */
    flagReason: text('flag_reason').$type<PaymentFlagReason>(),
    /** What of a flagged payment goes back to the buyer (minor units of `currency`), and how far that is. */
    refundAmount: integer('refund_amount'),
    refundState: text('refund_state').$type<PaymentRefundState>(),
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
    check('payments_flag_reason_known', isOneOf(table.flagReason, PAYMENT_FLAG_REASONS)),
    check('payments_refund_state_known', isOneOf(table.refundState, PAYMENT_REFUND_STATES)),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * What a payment did for one of its orders once its money came: paid it, or (the order paid by
 * another payment, cancelled or expired) owed its share back.
 */
export const PAYMENT_SHARE_OUTCOMES = ['paid', 'refund'] as const;
export type PaymentShareOutcome = (typeof PAYMENT_SHARE_OUTCOMES)[number];

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
    /** Null until the payment's money came. */
    outcome: text('outcome').$type<PaymentShareOutcome>(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.orderId] }),
    index('payment_orders_order_idx').on(table.orderId),
    check('payment_orders_outcome_known', isOneOf(table.outcome, PAYMENT_SHARE_OUTCOMES)),
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
