import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { orderGroups, orderLines, orders, type OrderGroupRow, type OrderRow } from './orders.tables';

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

export async function nextOrderNumber(db: Database): Promise<number> {
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select nextval('order_numbers') as value`));
  return Number(row?.value);
}

export async function insertOrder(db: Database, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertLines(db: Database, values: (typeof orderLines.$inferInsert)[]) {
  if (values.length > 0) await db.insert(orderLines).values(values);
}

export function listGroupOrders(db: Database, groupId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(asc(orders.number));
}
