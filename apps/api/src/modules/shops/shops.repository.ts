import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { shopPhotos, shops, shopTranslations, type ShopRow } from './shops.tables';

export type NewShop = typeof shops.$inferInsert;
export type TranslationRow = typeof shopTranslations.$inferSelect;
export type PhotoRow = typeof shopPhotos.$inferSelect;

export async function insertShop(db: Database, values: NewShop): Promise<ShopRow> {
  const [row] = await db.insert(shops).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateShop(db: Database, companyId: string, id: string, values: Partial<NewShop>) {
  const [row] = await db
    .update(shops)
    .set(values)
    .where(and(eq(shops.id, id), eq(shops.companyId, companyId)))
    .returning();
  return row;
}

/** Deletes the shop and answers its photos' key prefixes, or undefined when it is not the company's. */
export async function deleteShop(db: Database, companyId: string, id: string): Promise<string[] | undefined> {
  const photos = await db.select({ keyPrefix: shopPhotos.keyPrefix }).from(shopPhotos).where(eq(shopPhotos.shopId, id));
  const deleted = await db
    .delete(shops)
    .where(and(eq(shops.id, id), eq(shops.companyId, companyId)))
    .returning({ id: shops.id });
  return deleted.length === 1 ? photos.map((photo) => photo.keyPrefix) : undefined;
}

export async function findCompanyShop(db: Database, companyId: string, id: string): Promise<ShopRow | undefined> {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.companyId, companyId)));
  return row;
}

/** Locks the company's shop row until the transaction ends (photo counts); false when not there. */
export async function lockCompanyShop(db: Database, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.companyId, companyId)))
    .for('update');
  return row !== undefined;
}

export function listCompanyShops(db: Database, companyId: string): Promise<ShopRow[]> {
  return db.select().from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.createdAt));
}

export async function countPickupShops(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.pickup, true)));
  return row?.count ?? 0;
}

/** How many pickup shops each of `companyIds` has (absent: none), in one query. */
export async function countPickupShopsOf(db: Database, companyIds: string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: shops.companyId, count: sql<number>`count(*)::int` })
    .from(shops)
    .where(and(inArray(shops.companyId, [...new Set(companyIds)]), eq(shops.pickup, true)))
    .groupBy(shops.companyId);
  return new Map(rows.map((row) => [row.companyId, row.count]));
}

export async function findShop(db: Database, id: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  return row;
}

/** What a visitor may see: the shop is on the map and its company is approved. */
export const isVisible = (shop: Pick<ShopRow, 'showOnMap' | 'companyApproved'>) =>
  shop.showOnMap && shop.companyApproved;

export async function setCompanyShopsApproved(db: Database, companyId: string, approved: boolean) {
  await db.update(shops).set({ companyApproved: approved }).where(eq(shops.companyId, companyId));
}

// Finding shops around a point

export interface ShopSearch {
  near: { latitude: number; longitude: number } | undefined;
  radiusKm: number;
  companyId: string | undefined;
  pickup: boolean;
  limit: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;

/** Great-circle distance in km from a point to each shop (haversine), in SQL. */
function distanceFrom(point: { latitude: number; longitude: number }): SQL<number> {
  return sql<number>`${EARTH_RADIUS_KM * 2} * asin(sqrt(
    power(sin(radians(${shops.latitude} - ${point.latitude}) / 2), 2) +
    cos(radians(${point.latitude})) * cos(radians(${shops.latitude})) *
    power(sin(radians(${shops.longitude} - ${point.longitude}) / 2), 2)))`;
}

/**
 * Visible shops, nearest first around `near` (or by creation without one). A bounding box on
 * latitude and longitude narrows the rows with the index first; the exact distance is then
 * computed for those only.
 */
export async function searchVisibleShops(db: Database, search: ShopSearch) {
  const conditions: SQL[] = [eq(shops.showOnMap, true), eq(shops.companyApproved, true)];
  if (search.companyId) conditions.push(eq(shops.companyId, search.companyId));
  if (search.pickup) conditions.push(eq(shops.pickup, true));
  const { near } = search;
  if (!near) {
    const rows = await db
      .select()
      .from(shops)
      .where(and(...conditions))
      .orderBy(asc(shops.createdAt), asc(shops.id))
      .limit(search.limit);
    return rows.map((row) => ({ ...row, distanceKm: null }));
  }
  const latitudeSpan = search.radiusKm / KM_PER_DEGREE;
  conditions.push(sql`${shops.latitude} between ${near.latitude - latitudeSpan} and ${near.latitude + latitudeSpan}`);
  // A degree of longitude shrinks towards the poles; near them, or for huge radii, no longitude box.
  const cosine = Math.cos((Math.min(89, Math.abs(near.latitude) + latitudeSpan) * Math.PI) / 180);
  const longitudeSpan = search.radiusKm / (KM_PER_DEGREE * cosine);
  if (longitudeSpan < 180) {
    conditions.push(
      sql`${shops.longitude} between ${near.longitude - longitudeSpan} and ${near.longitude + longitudeSpan}`,
    );
  }
  const distance = distanceFrom(near);
  const result = await db.execute(sql`
    select * from (
      select ${shops.id} as id, ${distance} as distance_km from ${shops} where ${and(...conditions)}
    ) as near where distance_km <= ${search.radiusKm}
    order by distance_km, id
    limit ${search.limit}`);
  const found = rowsOf<{ id: string; distance_km: number }>(result);
  if (found.length === 0) return [];
  const rows = await db
    .select()
    .from(shops)
    .where(
      inArray(
        shops.id,
        found.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return found.flatMap((entry) => {
    const row = byId.get(entry.id);
    return row ? [{ ...row, distanceKm: Number(entry.distance_km) }] : [];
  });
}

// Translations

export async function replaceTranslations(db: Database, shopId: string, rows: Omit<TranslationRow, 'shopId'>[]) {
  await db.delete(shopTranslations).where(eq(shopTranslations.shopId, shopId));
  if (rows.length > 0) await db.insert(shopTranslations).values(rows.map((row) => ({ ...row, shopId })));
}

export function listTranslations(db: Database, shopIds: string[]): Promise<TranslationRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db.select().from(shopTranslations).where(inArray(shopTranslations.shopId, shopIds));
}

// Photos

export function listPhotos(db: Database, shopIds: string[]): Promise<PhotoRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shopPhotos)
    .where(inArray(shopPhotos.shopId, shopIds))
    .orderBy(asc(shopPhotos.position), asc(shopPhotos.createdAt));
}

export async function countPhotos(db: Database, shopId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopPhotos)
    .where(eq(shopPhotos.shopId, shopId));
  return row?.count ?? 0;
}

export async function insertPhoto(db: Database, shopId: string, keyPrefix: string) {
  const position = await countPhotos(db, shopId);
  await db.insert(shopPhotos).values({ shopId, keyPrefix, position });
}

/** Deletes the photo and answers its key prefix, or undefined when the shop has no such photo. */
export async function deletePhoto(db: Database, shopId: string, photoId: string): Promise<string | undefined> {
  const [row] = await db
    .delete(shopPhotos)
    .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.id, photoId)))
    .returning({ keyPrefix: shopPhotos.keyPrefix });
  return row?.keyPrefix;
}

export async function setPhotoPosition(db: Database, shopId: string, photoId: string, position: number) {
  await db
    .update(shopPhotos)
    .set({ position })
    .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.id, photoId)));
}
