import type { OrderStatus, PaymentStatus } from '@glowmarket/shared/orders';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  orderGroups,
  orderLines,
  orders,
  type OrderGroupRow,
  type OrderLineRow,
  type OrderRow,
  type ShipmentSnapshot,
} from './orders.tables';

export async function findGroupByKey(db: Database, buyerId: string, key: string): Promise<OrderGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.buyerId, buyerId), eq(orderGroups.idempotencyKey, key)));
  return row;
}

export async function insertGroup(db: Database, values: typeof orderGroups.$inferInsert): Promise<OrderGroupRow> {
  const [row] = await db.insert(orderGroups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The next `count` order numbers of the sequence, in ascending order, in one statement. */
export async function nextOrderNumbers(db: Database, count: number): Promise<number[]> {
  const rows = rowsOf<{ value: string }>(
    await db.execute(sql`select nextval('order_numbers') as value from generate_series(1, ${count}::int)`),
  );
  return rows.map((row) => Number(row.value)).sort((a, b) => a - b);
}

/** Several orders in one statement, answered in the order given. */
export async function insertOrders(db: Database, values: (typeof orders.$inferInsert)[]): Promise<OrderRow[]> {
  const rows = await db.insert(orders).values(values).returning();
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  return values.map((value) => {
    const row = byNumber.get(value.number);
    if (!row) throw new Error(`insert returned no row for ${value.number}`);
    return row;
  });
}

export async function insertLines(db: Database, values: (typeof orderLines.$inferInsert)[]): Promise<OrderLineRow[]> {
  return values.length > 0 ? db.insert(orderLines).values(values).returning() : [];
}

export function listGroupOrders(db: Database, groupId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(asc(orders.number));
}

export type OrderWithGroup = { order: OrderRow; group: OrderGroupRow };

/** `%` and `_` taken literally in an ILIKE pattern. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface OrderFilter {
  buyerId?: string | undefined;
  companyId?: string | undefined;
  status?: OrderStatus | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  before?: Date | undefined;
  /** An order number, or the customer's name, e-mail or phone. */
  q?: string | undefined;
}

function whereOf(filter: OrderFilter): SQL | undefined {
  const q = filter.q ? containing(filter.q) : undefined;
  return and(
    filter.buyerId ? eq(orders.buyerId, filter.buyerId) : undefined,
    filter.companyId ? eq(orders.companyId, filter.companyId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
    q
      ? or(
          ilike(orders.number, q),
          sql`(${orderGroups.contact}->>'firstName') || ' ' || (${orderGroups.contact}->>'lastName') ilike ${q}`,
          sql`${orderGroups.contact}->>'email' ilike ${q}`,
          sql`${orderGroups.contact}->>'phone' ilike ${q}`,
        )
      : undefined,
  );
}

/** One page of orders, newest first, with their purchase, and how many the filter finds. */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderWithGroup[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, group: orderGroups })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).innerJoin(orderGroups, eq(orderGroups.id, orders.groupId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What the orders a filter finds come to, cancelled ones left out (euro cents). */
export async function sumOrders(db: Database, filter: OrderFilter) {
  const [row] = await db
    .select({
      count: count(),
      gross: sql<string>`coalesce(sum(${orders.total}), 0)`,
      commission: sql<string>`coalesce(sum(${orders.commission}), 0)`,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(whereOf(filter), ne(orders.status, 'cancelled')));
  return { count: row?.count ?? 0, gross: Number(row?.gross ?? 0), commission: Number(row?.commission ?? 0) };
}

/** One order with its purchase; with `companyId` only that seller's (anything else is not found). */
export async function findOrder(
  db: Database,
  id: string,
  owner: { companyId?: string; buyerId?: string },
): Promise<OrderWithGroup | undefined> {
  const [row] = await db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(
      and(
        eq(orders.id, id),
        owner.companyId ? eq(orders.companyId, owner.companyId) : undefined,
        owner.buyerId ? eq(orders.buyerId, owner.buyerId) : undefined,
      ),
    );
  return row;
}

export async function findGroup(db: Database, id: string, buyerId: string): Promise<OrderGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.id, id), eq(orderGroups.buyerId, buyerId)));
  return row;
}

export async function findGroupById(db: Database, id: string): Promise<OrderGroupRow | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.id, id));
  return row;
}

export function listLines(db: Database, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.title));
}

/**
 * The newest order line of `productId` in one of the buyer's delivered orders, with the seller;
 * undefined when no order of theirs holding it was delivered.
 */
export async function findDeliveredLine(
  db: Database,
  buyerId: string,
  productId: string,
): Promise<{ orderLineId: string; companyId: string } | undefined> {
  const [row] = await db
    .select({ orderLineId: orderLines.id, companyId: orders.companyId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * Moves an order on only from the status it was read in: of two changes at once, one wins and
 * the other finds nothing (and says so).
 */
export async function moveOrder(
  db: Database,
  id: string,
  from: { status: OrderStatus; paymentStatus: PaymentStatus },
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, from.status), eq(orders.paymentStatus, from.paymentStatus)))
    .returning();
  return row;
}

/**
 * Cancels one unpaid order whose time to pay has passed, if any is left: the row is taken with
 * SKIP LOCKED, so instances expiring at once each take different orders and none twice.
 */
export async function expireOneDue(db: Database, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled', payBy: null, cancelledAt: now, updatedAt: now })
    .where(
      eq(
        orders.id,
        sql`(select ${orders.id} from ${orders} where ${orders.status} = 'placed' and ${orders.paymentStatus} = 'unpaid' and ${orders.payBy} < ${now} order by ${orders.payBy} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** The unpaid orders of a purchase become cash on delivery: they no longer wait for a payment. */
export function payGroupOnDelivery(db: Database, groupId: string, now: Date): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ paymentStatus: 'cod', payBy: null, updatedAt: now })
    .where(and(eq(orders.groupId, groupId), eq(orders.status, 'placed'), eq(orders.paymentStatus, 'unpaid')))
    .returning();
}

export async function saveShipment(
  db: Database,
  id: string,
  shipment: ShipmentSnapshot,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db.update(orders).set({ shipment, updatedAt: now }).where(eq(orders.id, id)).returning();
  return row;
}

/**
 * Marks the orders a confirmed payment paid: waiting ones become paid; one cancelled meanwhile
 * (its time ran out) keeps its status and owes the buyer a refund.
 */
/**
 * Money came for these orders: those still waiting become paid; those cancelled (or expired)
 * unpaid now owe it back. Answers the orders paid and the ids of the cancelled ones.
 */
export async function markPaid(
  db: Database,
  ids: string[],
  now: Date,
): Promise<{ paid: OrderRow[]; closed: string[] }> {
  if (ids.length === 0) return { paid: [], closed: [] };
  const paid = await db
    .update(orders)
    .set({ status: 'paid', paymentStatus: 'paid', paidAt: now, payBy: null, updatedAt: now })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'placed'), inArray(orders.paymentStatus, ['unpaid', 'cod'])))
    .returning();
  await db
    .update(orders)
    .set({ paymentStatus: 'refund_due', updatedAt: now })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'unpaid')));
  const closed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, 'cancelled')));
  return { paid, closed: closed.map((row) => row.id) };
}

/** The money of a cancelled order went back. */
export async function markRefunded(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'refund_due')));
}

export async function numbersOf(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.number));
  return rows.map((row) => row.number);
}

/**
 * The lines of the company's orders that were taken (partly) from a batch of this code, newest
 * order first, with the order and the purchase's contact. Cancelled orders gave the batch back.
 */
export function listBatchLines(db: Database, companyId: string, code: string) {
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      productId: orderLines.productId,
      title: orderLines.title,
      batches: orderLines.batches,
      contact: orderGroups.contact,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(
      and(
        eq(orders.companyId, companyId),
        ne(orders.status, 'cancelled'),
        sql`${orderLines.batches} @> ${JSON.stringify([{ code }])}::jsonb`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number), asc(orderLines.title));
}
