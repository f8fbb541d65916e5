import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  carriers,
  deliveryMethods,
  deliveryPrices,
  type CarrierRow,
  type DeliveryMethodRow,
  type DeliveryPriceRow,
} from './logistics.tables';

export type MethodWithCarrier = DeliveryMethodRow & { carrierName: string; carrierActive: boolean };

// Carriers and methods

export function listCarriers(db: Database): Promise<CarrierRow[]> {
  return db.select().from(carriers).orderBy(asc(carriers.position), asc(carriers.name));
}

export async function findCarrier(db: Database, id: string): Promise<CarrierRow | undefined> {
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
  return row;
}

export async function insertCarrier(db: Database, values: { name: string; active: boolean }): Promise<CarrierRow> {
  const [last] = await db.select({ position: max(carriers.position) }).from(carriers);
  const [row] = await db
    .insert(carriers)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCarrier(db: Database, id: string, values: { name: string; active: boolean }) {
  const [row] = await db.update(carriers).set(values).where(eq(carriers.id, id)).returning();
  return row;
}

const methodColumns = {
  id: deliveryMethods.id,
  carrierId: deliveryMethods.carrierId,
  kind: deliveryMethods.kind,
  cod: deliveryMethods.cod,
  needsPoint: deliveryMethods.needsPoint,
  active: deliveryMethods.active,
  createdAt: deliveryMethods.createdAt,
  carrierName: carriers.name,
  carrierActive: carriers.active,
};

/**
 * Every method with its carrier (in the carriers' order) and the price-list entries of
 * `companyIds` (oldest first), read in one statement: what a cart's or an order's sellers offer.
 */
export async function listMethodsAndPrices(
  db: Database,
  companyIds: string[],
): Promise<{ methods: MethodWithCarrier[]; prices: DeliveryPriceRow[] }> {
  const rows = await db
    .select({ method: methodColumns, price: deliveryPrices })
    .from(deliveryMethods)
    .innerJoin(carriers, eq(carriers.id, deliveryMethods.carrierId))
    .leftJoin(
      deliveryPrices,
      and(
        eq(deliveryPrices.methodId, deliveryMethods.id),
        companyIds.length > 0 ? inArray(deliveryPrices.companyId, companyIds) : sql`false`,
      ),
    )
    .orderBy(asc(carriers.position), asc(deliveryMethods.kind), asc(deliveryMethods.cod));
  const methods = new Map<string, MethodWithCarrier>();
  const prices: DeliveryPriceRow[] = [];
  for (const row of rows) {
    methods.set(row.method.id, row.method);
    if (row.price) prices.push(row.price);
  }
  prices.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { methods: [...methods.values()], prices };
}

/** Every method with its carrier, in the carriers' order. */
export function listMethods(db: Database, where?: SQL): Promise<MethodWithCarrier[]> {
  return db
    .select(methodColumns)
    .from(deliveryMethods)
    .innerJoin(carriers, eq(carriers.id, deliveryMethods.carrierId))
    .where(where)
    .orderBy(asc(carriers.position), asc(deliveryMethods.kind), asc(deliveryMethods.cod));
}

export async function findMethod(db: Database, id: string): Promise<MethodWithCarrier | undefined> {
  const [row] = await listMethods(db, eq(deliveryMethods.id, id));
  return row;
}

/** What buyers may be offered: an active method of an active carrier. */
export const isOffered = (method: Pick<MethodWithCarrier, 'active' | 'carrierActive'>) =>
  method.active && method.carrierActive;

export async function insertMethod(db: Database, values: typeof deliveryMethods.$inferInsert) {
  const [row] = await db.insert(deliveryMethods).values(values).returning({ id: deliveryMethods.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateMethod(db: Database, id: string, values: { needsPoint: boolean; active: boolean }) {
  const [row] = await db
    .update(deliveryMethods)
    .set(values)
    .where(eq(deliveryMethods.id, id))
    .returning({ id: deliveryMethods.id });
  return row !== undefined;
}

// Price lists

export function listPrices(db: Database, companyId: string): Promise<DeliveryPriceRow[]> {
  return db
    .select()
    .from(deliveryPrices)
    .where(eq(deliveryPrices.companyId, companyId))
    .orderBy(asc(deliveryPrices.createdAt), asc(deliveryPrices.id));
}

/** The price lists of several sellers at once (a cart's), in the same order as listPrices. */
export function listPricesOf(db: Database, companyIds: string[]): Promise<DeliveryPriceRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(deliveryPrices)
    .where(inArray(deliveryPrices.companyId, companyIds))
    .orderBy(asc(deliveryPrices.createdAt), asc(deliveryPrices.id));
}

export async function insertPrice(db: Database, values: typeof deliveryPrices.$inferInsert) {
  const [row] = await db.insert(deliveryPrices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePrice(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<typeof deliveryPrices.$inferInsert>,
) {
  const [row] = await db
    .update(deliveryPrices)
    .set(values)
    .where(and(eq(deliveryPrices.id, id), eq(deliveryPrices.companyId, companyId)))
    .returning();
  return row;
}

export async function deletePrice(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryPrices)
    .where(and(eq(deliveryPrices.id, id), eq(deliveryPrices.companyId, companyId)))
    .returning({ id: deliveryPrices.id });
  return rows.length === 1;
}

/** Of these companies, the ones whose price list has an entry with a method buyers are offered. */
export async function companiesWithOfferedPrices(db: Database, companyIds: string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: deliveryPrices.companyId })
    .from(deliveryPrices)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, deliveryPrices.methodId))
    .innerJoin(carriers, eq(carriers.id, deliveryMethods.carrierId))
    .where(
      and(inArray(deliveryPrices.companyId, companyIds), eq(deliveryMethods.active, true), eq(carriers.active, true)),
    );
  return new Set(rows.map((row) => row.companyId));
}
