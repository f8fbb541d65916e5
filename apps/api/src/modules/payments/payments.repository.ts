import type { PaymentMethod, PaymentState } from '@glowmarket/shared/payments';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  paymentNotifications,
  paymentOrders,
  payments,
  type PaymentRow,
  type PaymentShareOutcome,
} from './payments.tables';

export async function findByKey(db: Database, buyerId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.buyerId, buyerId), eq(payments.idempotencyKey, key)));
  return row;
}

export async function findById(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findByReference(db: Database, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/** The payment an operator names by its reference, locked until the transaction ends. */
export async function lockByReference(db: Database, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return row;
}

export async function insertPayment(
  db: Database,
  values: typeof payments.$inferInsert,
  shares: { orderId: string; amount: number }[],
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await db.insert(paymentOrders).values(shares.map((share) => ({ ...share, paymentId: row.id })));
  return row;
}

export async function updatePayment(db: Database, id: string, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row;
}

export async function listOrderIds(db: Database, paymentId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .orderBy(asc(paymentOrders.orderId));
  return rows.map((row) => row.orderId);
}

export function listGroupPayments(db: Database, groupId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.groupId, groupId)).orderBy(desc(payments.createdAt));
}

/**
 * Stores a notification by the operator's own id; false when it was stored before (the same
 * notification again), so it is not applied twice.
 */
export async function storeNotification(
  db: Database,
  values: {
    method: PaymentMethod;
    eventId: string;
    paymentId: string | null;
    state: string;
    amount: number;
    currency: string;
    receivedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentNotifications)
    .values(values)
    .onConflictDoNothing({ target: [paymentNotifications.method, paymentNotifications.eventId] })
    .returning({ id: paymentNotifications.id });
  return rows.length > 0;
}

export async function notificationKnown(db: Database, method: PaymentMethod, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.method, method), eq(paymentNotifications.eventId, eventId)));
  return row !== undefined;
}

/** Payments whose state says the operator of the marketplace should look at them. */
export function listFlagged(db: Database): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.state, 'flagged' satisfies PaymentState))
    .orderBy(desc(payments.updatedAt))
    .limit(200);
}

/** Order ids of a payment's shares that owe money back. */
export async function refundOrderIds(db: Database, paymentId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.paymentId, paymentId), eq(paymentOrders.outcome, 'refund' satisfies PaymentShareOutcome)),
    );
  return rows.map((row) => row.orderId);
}

/** The payment that paid an order, with the order's share of it. */
export async function paidShareOf(db: Database, orderId: string) {
  const [row] = await db
    .select({ payment: payments, amount: paymentOrders.amount })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.id, paymentOrders.paymentId))
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.outcome, 'paid' satisfies PaymentShareOutcome)));
  return row;
}

/**
 * Holds, until the transaction ends, the right to start a payment for this purchase: starts for one
 * purchase run one after the other, so each sees the payments the others left open.
 */
export async function lockPurchaseStarts(db: Database, groupId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-start:${groupId}`}, 0))`);
}

/** The purchase's payments still open at their operator (started or pending), with their orders, oldest first. */
export async function listOpen(db: Database, groupId: string): Promise<(PaymentRow & { orderIds: string[] })[]> {
  const rows = await db
    .select({ payment: payments, orderId: paymentOrders.orderId })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(and(eq(payments.groupId, groupId), inArray(payments.state, ['started', 'pending'] satisfies PaymentState[])))
    .orderBy(asc(payments.createdAt), asc(paymentOrders.orderId));
  const open = new Map<string, PaymentRow & { orderIds: string[] }>();
  for (const { payment, orderId } of rows) {
    const entry = open.get(payment.id) ?? { ...payment, orderIds: [] };
    entry.orderIds.push(orderId);
    open.set(payment.id, entry);
  }
  return [...open.values()];
}

/** The payment's shares, to settle them once its money came. */
export function listShares(db: Database, paymentId: string) {
  return db
    .select({ orderId: paymentOrders.orderId, amount: paymentOrders.amount, outcome: paymentOrders.outcome })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .orderBy(asc(paymentOrders.orderId));
}

/** Records what the payment's money did for some of its orders (only shares not settled before). */
export async function settleShares(
  db: Database,
  paymentId: string,
  orderIds: string[],
  outcome: PaymentShareOutcome,
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(paymentOrders)
    .set({ outcome })
    .where(
      and(
        eq(paymentOrders.paymentId, paymentId),
        inArray(paymentOrders.orderId, orderIds),
        isNull(paymentOrders.outcome),
      ),
    );
}

/** The amounts operators reported as paid for a payment. */
export function reportedPaid(db: Database, paymentId: string) {
  return db
    .select({ amount: paymentNotifications.amount, currency: paymentNotifications.currency })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.paymentId, paymentId), eq(paymentNotifications.state, 'paid')));
}
