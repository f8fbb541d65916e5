import type { SkinType } from '@glowmarket/shared/reviews';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { productRatings, type ProductRatingRow } from './reviews.tables';

/**
 * Holds the product's ratings still for the rest of the caller's transaction, so that two
 * ratings sent at once each count the other when the average is worked out again.
 */
export async function lockProduct(db: Database, productId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`product_ratings:${productId}`}, 0))`);
}

export async function findBuyerRating(
  db: Database,
  buyerId: string,
  productId: string,
): Promise<ProductRatingRow | undefined> {
  const [row] = await db
    .select()
    .from(productRatings)
    .where(and(eq(productRatings.buyerId, buyerId), eq(productRatings.productId, productId)));
  return row;
}

export async function findRating(db: Database, id: string): Promise<ProductRatingRow | undefined> {
  const [row] = await db.select().from(productRatings).where(eq(productRatings.id, id));
  return row;
}

/** Writes the buyer's rating of a product, or rewrites the one it already gave. */
export async function upsertRating(
  db: Database,
  values: typeof productRatings.$inferInsert & { updatedAt: Date },
): Promise<ProductRatingRow> {
  const [row] = await db
    .insert(productRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [productRatings.buyerId, productRatings.productId],
      set: {
        rating: values.rating,
        comment: values.comment,
        skinType: values.skinType,
        language: values.language,
        orderLineId: values.orderLineId,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('the rating was not written');
  return row;
}

export function listBuyerRatings(db: Database, buyerId: string, productIds: string[]): Promise<ProductRatingRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productRatings)
    .where(and(eq(productRatings.buyerId, buyerId), inArray(productRatings.productId, productIds)));
}

/** The visible ratings' average in hundredths of a star (0 when none), how many, and how many of each star. */
export async function summarize(
  db: Database,
  productId: string,
): Promise<{ average: number; count: number; byStars: Map<number, number> }> {
  const result = await db.execute(sql`
    select rating, count(*)::int as "count"
    from ${productRatings}
    where product_id = ${productId} and hidden_at is null
    group by rating`);
  const rows = rowsOf<{ rating: number; count: number }>(result);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const stars = rows.reduce((sum, row) => sum + row.rating * row.count, 0);
  return {
    average: total === 0 ? 0 : Math.round((stars * 100) / total),
    count: total,
    byStars: new Map(rows.map((row) => [Number(row.rating), row.count])),
  };
}

/** A page of a product's visible ratings, newest first, optionally of one skin type, and how many match. */
export async function listVisible(
  db: Database,
  productId: string,
  skinType: SkinType | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRatingRow[]; total: number }> {
  const where = and(
    eq(productRatings.productId, productId),
    isNull(productRatings.hiddenAt),
    skinType ? eq(productRatings.skinType, skinType) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productRatings)
      .where(where)
      .orderBy(desc(productRatings.createdAt), desc(productRatings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(productRatings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface ManagedFilter {
  /** A seller sees only its own company's ratings. */
  companyId?: string | undefined;
  productId?: string | undefined;
  hidden?: boolean | undefined;
}

function managedConditions(filter: ManagedFilter): SQL | undefined {
  return and(
    filter.companyId ? eq(productRatings.companyId, filter.companyId) : undefined,
    filter.productId ? eq(productRatings.productId, filter.productId) : undefined,
    filter.hidden === undefined
      ? undefined
      : filter.hidden
        ? isNotNull(productRatings.hiddenAt)
        : isNull(productRatings.hiddenAt),
  );
}

/** A page of ratings for a seller or the operator, newest first, and how many match. */
export async function listManaged(
  db: Database,
  filter: ManagedFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRatingRow[]; total: number }> {
  const where = managedConditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productRatings)
      .where(where)
      .orderBy(desc(productRatings.createdAt), desc(productRatings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(productRatings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function setHidden(
  db: Database,
  id: string,
  hidden: { at: Date; reason: string; by: string } | null,
): Promise<ProductRatingRow | undefined> {
  const [row] = await db
    .update(productRatings)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, hiddenBy: hidden.by }
        : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
    )
    .where(eq(productRatings.id, id))
    .returning();
  return row;
}
