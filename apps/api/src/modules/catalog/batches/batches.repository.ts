import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { products } from '../catalog.tables';
import { productBatches, sellerStockSettings, type BatchRow } from '../cosmetics.tables';

// Dates are UTC days ('2026-11-28'); a batch is sellable while its date is after today.

/** The batches of these products, first to expire first (then by code), expired ones included. */
export function listBatches(db: Database, productIds: string[]): Promise<BatchRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productBatches)
    .where(inArray(productBatches.productId, productIds))
    .orderBy(asc(productBatches.productId), asc(productBatches.expiresOn), asc(productBatches.code));
}

export async function hasBatches(db: Database, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productBatches.id })
    .from(productBatches)
    .where(eq(productBatches.productId, productId))
    .limit(1);
  return row !== undefined;
}

export async function insertBatch(db: Database, values: typeof productBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(productBatches).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Only a batch of this product changes; undefined for any other. */
export async function updateBatch(
  db: Database,
  productId: string,
  batchId: string,
  values: { code: string; expiresOn: string; quantity: number },
): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(productBatches)
    .set(values)
    .where(and(eq(productBatches.id, batchId), eq(productBatches.productId, productId)))
    .returning();
  return row;
}

export async function deleteBatch(db: Database, productId: string, batchId: string): Promise<boolean> {
  const rows = await db
    .delete(productBatches)
    .where(and(eq(productBatches.id, batchId), eq(productBatches.productId, productId)))
    .returning({ id: productBatches.id });
  return rows.length === 1;
}

/**
 * Takes quantities from batches, in one statement. The products are locked by the caller, so
 * nobody else moves these batches meanwhile; the CHECK refuses a batch going below zero anyway.
 */
export async function takeFromBatches(db: Database, taken: { batchId: string; quantity: number }[]): Promise<void> {
  if (taken.length === 0) return;
  await db.execute(sql`
    update ${productBatches} set quantity = ${productBatches.quantity} - taken.quantity
    from json_to_recordset(${JSON.stringify(taken)}::json) as taken("batchId" uuid, quantity int)
    where ${productBatches.id} = taken."batchId"`);
}

/** Puts quantities back into batches; a batch deleted since takes nothing back. */
export async function returnToBatches(db: Database, returned: { batchId: string; quantity: number }[]): Promise<void> {
  if (returned.length === 0) return;
  await db.execute(sql`
    update ${productBatches} set quantity = ${productBatches.quantity} + back.quantity
    from (
      select "batchId", sum(quantity)::int as quantity
      from json_to_recordset(${JSON.stringify(returned)}::json) as r("batchId" uuid, quantity int)
      group by "batchId"
    ) as back
    where ${productBatches.id} = back."batchId"`);
}

const sellableSum = (today: string) => sql<number>`coalesce((
  select sum(b.quantity) from ${productBatches} b
  where b.product_id = ${products.id} and b.expires_on > ${today}::date
), 0)::int`;

/**
 * Sets the stock of those of these products that have batches to the sum of their unexpired
 * ones; answers each such product's stock. Products without batches are left as they are.
 */
export function recomputeStocks(db: Database, productIds: string[], today: string) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .update(products)
    .set({ stock: sellableSum(today) })
    .where(
      and(
        inArray(products.id, productIds),
        sql`exists (select 1 from ${productBatches} b where b.product_id = ${products.id})`,
      ),
    )
    .returning({ id: products.id, stock: products.stock });
}

/** A product's last batch went: it has nothing to sell until the seller says so. */
export async function clearStock(db: Database, productId: string): Promise<void> {
  await db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
}

/** Products with batches whose stock is not the sum of their unexpired batches (a batch expired since). */
export async function staleBatchedProducts(db: Database, today: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select p.id from ${products} p
      join (
        select product_id, coalesce(sum(quantity) filter (where expires_on > ${today}::date), 0)::int as sellable
        from ${productBatches} group by product_id
      ) s on s.product_id = p.id
      where p.stock <> s.sellable
      order by p.id`),
  );
  return rows.map((row) => row.id);
}

/** The company's sellable batches (unexpired, not empty) expiring on or before `until`, soonest first. */
export function listExpiring(db: Database, companyId: string, today: string, until: string) {
  return db
    .select({
      productId: productBatches.productId,
      defaultLanguage: products.defaultLanguage,
      code: productBatches.code,
      expiresOn: productBatches.expiresOn,
      quantity: productBatches.quantity,
    })
    .from(productBatches)
    .innerJoin(products, eq(products.id, productBatches.productId))
    .where(
      and(
        eq(products.companyId, companyId),
        gt(productBatches.expiresOn, today),
        lte(productBatches.expiresOn, until),
        gt(productBatches.quantity, 0),
      ),
    )
    .orderBy(asc(productBatches.expiresOn), asc(productBatches.code), asc(productBatches.productId));
}

/** Whose products these are: the ids among them that belong to the company. */
export async function companyProductIds(db: Database, companyId: string, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
  return rows.map((row) => row.id);
}

// Settings

export async function findWarningDays(db: Database, companyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ days: sellerStockSettings.expiryWarningDays })
    .from(sellerStockSettings)
    .where(eq(sellerStockSettings.companyId, companyId));
  return row?.days;
}

export async function saveWarningDays(db: Database, companyId: string, days: number): Promise<void> {
  await db
    .insert(sellerStockSettings)
    .values({ companyId, expiryWarningDays: days })
    .onConflictDoUpdate({ target: sellerStockSettings.companyId, set: { expiryWarningDays: days } });
}
