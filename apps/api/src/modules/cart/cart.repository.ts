import { and, eq, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { cartDeliveries, cartLines, carts, type CartDeliveryRow, type CartLineRow, type CartRow } from './cart.tables';

export async function findCartByUser(db: Database, userId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  return row;
}

export async function findCartByToken(db: Database, tokenHash: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.tokenHash, tokenHash));
  return row;
}

/** A buyer's cart, made on first use; two first uses at once make one. */
/** The buyer's cart, made when there is none, touched when there is: one statement either way. */
export async function ensureUserCart(db: Database, userId: string, now: Date): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: now } })
    .returning();
  if (!row) throw new Error('the buyer’s cart was not created');
  return row;
}

export async function insertVisitorCart(db: Database, tokenHash: string, now: Date): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ tokenHash, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function touchCart(db: Database, cartId: string, now: Date) {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function deleteCart(db: Database, cartId: string) {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export function listLines(db: Database, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(cartLines.addedAt, cartLines.productId);
}

export async function countLines(db: Database, cartId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.count ?? 0;
}

/** Sets a line's quantity, adding the line (at today's price) when it is new. */
export async function putLine(
  db: Database,
  line: { cartId: string; productId: string; quantity: number; unitPriceAtAdd: number; addedAt: Date },
) {
  await db
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity: line.quantity } });
}

export async function deleteLine(db: Database, cartId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  return rows.length === 1;
}

export async function deleteLines(db: Database, cartId: string) {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
}

/** Deletes visitors' carts untouched since `before`; answers how many. Buyers' carts stay. */
export async function deleteVisitorCartsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(isNotNull(carts.tokenHash), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return rows.length;
}

// Each seller's delivery

/** A cart's lines (in listLines' order) and deliveries, read in one statement. */
export async function readCart(
  db: Database,
  cartId: string,
): Promise<{ lines: CartLineRow[]; deliveries: CartDeliveryRow[] }> {
  const [row] = rowsOf<{
    lines: { product_id: string; quantity: number; unit_price_at_add: number; added_at: string }[];
    deliveries: {
      company_id: string;
      option_id: string | null;
      kind: CartDeliveryRow['kind'];
      point_name: string | null;
      point_address: string | null;
      shop_id: string | null;
      updated_at: string;
    }[];
  }>(
    await db.execute(sql`
      select
        coalesce((select json_agg(l order by l.added_at, l.product_id) from ${cartLines} l where l.cart_id = ${cartId}), '[]') as lines,
        coalesce((select json_agg(d) from ${cartDeliveries} d where d.cart_id = ${cartId}), '[]') as deliveries`),
  );
  return {
    lines: (row?.lines ?? []).map((line) => ({
      cartId,
      productId: line.product_id,
      quantity: line.quantity,
      unitPriceAtAdd: line.unit_price_at_add,
      addedAt: new Date(line.added_at),
    })),
    deliveries: (row?.deliveries ?? []).map((delivery) => ({
      cartId,
      companyId: delivery.company_id,
      optionId: delivery.option_id,
      kind: delivery.kind,
      pointName: delivery.point_name,
      pointAddress: delivery.point_address,
      shopId: delivery.shop_id,
      updatedAt: new Date(delivery.updated_at),
    })),
  };
}

export function listDeliveries(db: Database, cartId: string): Promise<CartDeliveryRow[]> {
  return db.select().from(cartDeliveries).where(eq(cartDeliveries.cartId, cartId));
}

/** Sets a seller's delivery on the cart, replacing the one it had. */
export async function putDelivery(db: Database, row: typeof cartDeliveries.$inferInsert) {
  const { cartId: _cart, companyId: _company, ...values } = row;
  await db
    .insert(cartDeliveries)
    .values(row)
    .onConflictDoUpdate({ target: [cartDeliveries.cartId, cartDeliveries.companyId], set: values });
}

/** Drops the deliveries of every seller but `companyIds` (those that still have lines). */
export async function deleteDeliveriesExcept(db: Database, cartId: string, companyIds: string[]) {
  await db
    .delete(cartDeliveries)
    .where(
      and(
        eq(cartDeliveries.cartId, cartId),
        companyIds.length > 0 ? notInArray(cartDeliveries.companyId, companyIds) : undefined,
      ),
    );
}
