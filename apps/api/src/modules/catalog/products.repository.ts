import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import {
  productImages,
  productPriceHistory,
  products,
  productTranslations,
  searchTerms,
  type ProductRow,
} from './catalog.tables';
import { productBatches } from './cosmetics.tables';

export async function insertProduct(db: Database, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Only the company's own product changes; answers undefined for anyone else's. */
export async function updateProduct(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .returning();
  return row;
}

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function findCompanyProduct(db: Database, companyId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)));
  return row;
}

/**
 * Locks the company's product row until the transaction ends, so that checks on what it owns (how
 * many images) and the writes that follow them run one request at a time. Answers false when the
 * company has no such product.
 */
export async function lockCompanyProduct(db: Database, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .for('update');
  return row !== undefined;
}

export async function deleteProduct(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function eanIsTaken(db: Database, companyId: string, ean: string, exceptId?: string): Promise<boolean> {
  const conditions = [eq(products.companyId, companyId), eq(products.ean, ean)];
  if (exceptId) conditions.push(ne(products.id, exceptId));
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Storefront visibility follows the company: approved shows its active products, else none. */
/** An approved company's active products show; none of a pending or suspended one's do. */
export async function setCompanyProductsVisibility(db: Database, companyId: string, approved: boolean) {
  await db
    .update(products)
    .set({ isPublic: approved ? products.active : sql`false` })
    .where(eq(products.companyId, companyId));
}

// Translations

export type TranslationRow = typeof productTranslations.$inferSelect;

export async function replaceTranslations(db: Database, productId: string, rows: Omit<TranslationRow, 'productId'>[]) {
  await db.delete(productTranslations).where(eq(productTranslations.productId, productId));
  if (rows.length > 0) await db.insert(productTranslations).values(rows.map((row) => ({ ...row, productId })));
}

export function listTranslations(db: Database, productIds: string[], languages?: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  const conditions = [inArray(productTranslations.productId, productIds)];
  if (languages) conditions.push(inArray(productTranslations.language, languages));
  return db
    .select()
    .from(productTranslations)
    .where(and(...conditions));
}

// Images

export type ImageRow = typeof productImages.$inferSelect;

export function listImages(db: Database, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function countImages(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.value ?? 0;
}

export async function insertImage(db: Database, productId: string, keyPrefix: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [row] = await db
    .insert(productImages)
    .values({ productId, keyPrefix, position: Number(last?.position ?? -1) + 1 })
    .returning();
  return row;
}

export async function deleteImage(db: Database, productId: string, imageId: string) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ keyPrefix: productImages.keyPrefix });
  return row?.keyPrefix;
}

export async function setImagePosition(db: Database, productId: string, imageId: string, position: number) {
  await db
    .update(productImages)
    .set({ position })
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
}

// Prices

export async function insertPriceHistory(db: Database, productId: string, price: number, effectiveFrom: Date) {
  await db.insert(productPriceHistory).values({ productId, price, effectiveFrom });
}

/**
 * The lowest price that was in effect at any moment of [since, until): each history row is in
 * effect from its date until the next row's.
 */
export async function lowestPriceBetween(db: Database, productId: string, since: Date, until: Date) {
  const result = await db.execute(sql`
    select min(price)::int as lowest from (
      select price, effective_from,
             lead(effective_from) over (order by effective_from, id) as effective_until
      from ${productPriceHistory}
      where product_id = ${productId}
    ) periods
    where effective_from < ${until.toISOString()}::timestamptz
      and coalesce(effective_until, 'infinity'::timestamptz) > ${since.toISOString()}::timestamptz`);
  const row = rowsOf<{ lowest: number | null }>(result)[0];
  return row?.lowest ?? null;
}

// Search terms

export async function addSearchTerms(db: Database, words: string[]) {
  const terms = [...new Set(words.filter((word) => word.length >= 3 && word.length <= 40))];
  for (let start = 0; start < terms.length; start += 500) {
    await db
      .insert(searchTerms)
      .values(terms.slice(start, start + 500).map((term) => ({ term })))
      .onConflictDoNothing();
  }
}

/** For each word, up to three known terms closest to it by trigrams (itself first when known). */
export async function closestTerms(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return found;
  const result = await db.execute(sql`
    select w.word, t.term
    from unnest(${sql.param(words)}::text[]) as w(word)
    cross join lateral (
      select term from ${searchTerms}
      where term % w.word
      order by term <-> w.word
      limit 3
    ) t`);
  for (const row of rowsOf<{ word: string; term: string }>(result)) {
    found.get(row.word)?.push(row.term);
  }
  return found;
}

// Stock

/**
 * Locks the products of an order, in id order (so two orders never wait on each other in a
 * circle), and answers what each has for sale now.
 */
export async function lockForSale(
  db: Database,
  ids: string[],
): Promise<{ id: string; stock: number; isPublic: boolean; batched: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      stock: products.stock,
      isPublic: products.isPublic,
      // Whether its batches are to be read: a product without any costs no second statement.
      batched: sql<boolean>`exists (select 1 from ${productBatches} b where b.product_id = "products"."id")`,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

/** Takes every line's quantity from products locked by lockForSale, in one statement; answers what is left. */
export async function takeStocks(
  db: Database,
  lines: { productId: string; quantity: number }[],
): Promise<{ id: string; stock: number }[]> {
  if (lines.length === 0) return [];
  return rowsOf<{ id: string; stock: number }>(
    await db.execute(sql`
      update ${products} set stock = ${products.stock} - taken.quantity
      from json_to_recordset(${JSON.stringify(lines)}::json) as taken("productId" uuid, quantity int)
      where ${products.id} = taken."productId"
      returning ${products.id} as id, ${products.stock} as stock`),
  );
}

/** Puts back what a cancelled or expired order took. */
export async function returnStock(db: Database, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

// The seller's list

export async function listCompanyProducts(
  db: Database,
  companyId: string,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(products.companyId, companyId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      sql`(${products.searchTitle} like ${pattern.toLowerCase()} or ${ilike(products.ean, pattern)} or ${ilike(products.erpCode, pattern)})`,
    );
  }
  return db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...conditions))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}
