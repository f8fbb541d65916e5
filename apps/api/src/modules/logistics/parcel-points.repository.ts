import { and, count, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { parcelPoints, type ParcelPointRow } from './logistics.tables';

// Parcel lockers and pickup points: the synchronisation's writes and the buyers' searches.

export interface PointValues {
  name: string;
  latitude: number;
  longitude: number;
  line1: string;
  line2: string;
  city: string;
  cityKey: string;
  postalCode: string;
  description: string;
  openingHours: string;
  fingerprint: string;
}

/**
 * Writes one page of points seen by a sync that started at `seenAt`: new ones are added, changed
 * (or retired and back) ones updated, the rest only marked seen. Answers how many were added and changed.
 */
export async function upsertPoints(db: Database, points: PointValues[], seenAt: Date) {
  if (points.length === 0) return { added: 0, updated: 0 };
  const rows = await db
    .insert(parcelPoints)
    .values(points.map((point) => ({ ...point, lastSeenAt: seenAt, changedAt: seenAt, retiredAt: null })))
    .onConflictDoUpdate({
      target: parcelPoints.name,
      set: {
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        line1: sql`excluded.line1`,
        line2: sql`excluded.line2`,
        city: sql`excluded.city`,
        cityKey: sql`excluded.city_key`,
        postalCode: sql`excluded.postal_code`,
        description: sql`excluded.description`,
        openingHours: sql`excluded.opening_hours`,
        fingerprint: sql`excluded.fingerprint`,
        lastSeenAt: sql`excluded.last_seen_at`,
        changedAt: sql`case when ${parcelPoints.fingerprint} <> excluded.fingerprint or ${parcelPoints.retiredAt} is not null
          then excluded.changed_at else ${parcelPoints.changedAt} end`,
        retiredAt: sql`null`,
      },
    })
    .returning({ inserted: sql<boolean>`xmax = 0`, changedAt: parcelPoints.changedAt });
  let added = 0;
  let updated = 0;
  for (const row of rows) {
    if (row.inserted) added += 1;
    else if (row.changedAt.getTime() === seenAt.getTime()) updated += 1;
  }
  return { added, updated };
}

/** Retires the points a complete sync that started at `seenAt` did not see. */
export async function retireUnseenPoints(db: Database, seenAt: Date): Promise<number> {
  const rows = await db
    .update(parcelPoints)
    .set({ retiredAt: seenAt })
    .where(and(isNull(parcelPoints.retiredAt), sql`${parcelPoints.lastSeenAt} < ${seenAt.toISOString()}`))
    .returning({ name: parcelPoints.name });
  return rows.length;
}

export async function findPoint(db: Database, name: string): Promise<ParcelPointRow | undefined> {
  const [row] = await db.select().from(parcelPoints).where(eq(parcelPoints.name, name.toUpperCase()));
  return row;
}

/** Points by name (retired ones too), for the lockers a cart's deliveries name. */
export function findPoints(db: Database, names: string[]): Promise<ParcelPointRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(parcelPoints)
    .where(
      inArray(
        parcelPoints.name,
        names.map((name) => name.toUpperCase()),
      ),
    );
}

/** The centre of the active points of a city, or of a postal code: where a search by name starts. */
export async function centreOfPoints(db: Database, where: SQL) {
  const [row] = await db
    .select({
      latitude: sql<number | null>`avg(${parcelPoints.latitude})`,
      longitude: sql<number | null>`avg(${parcelPoints.longitude})`,
      city: sql<string | null>`min(${parcelPoints.city})`,
    })
    .from(parcelPoints)
    .where(and(isNull(parcelPoints.retiredAt), where));
  if (row?.latitude === null || row?.latitude === undefined || row.longitude === null) return undefined;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude), city: row.city ?? '' };
}

export const pointInCity = (cityKey: string) => eq(parcelPoints.cityKey, cityKey);
export const pointWithPostalCode = (prefix: string) => sql`${parcelPoints.postalCode} like ${`${prefix}%`}`;

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
/** Boxes tried around the point before giving up on a box: a town, a region, the country. */
const SEARCH_RADII_KM = [5, 25, 150, 1000];

/**
 * Active points nearest first. The index narrows a latitude/longitude box, widened until it
 * holds enough points; the exact (haversine) distance then orders those.
 */
export async function nearestPoints(
  db: Database,
  near: { latitude: number; longitude: number },
  limit: number,
): Promise<(ParcelPointRow & { distanceKm: number })[]> {
  const distance = sql<number>`${EARTH_RADIUS_KM * 2} * asin(sqrt(
    power(sin(radians(${parcelPoints.latitude} - ${near.latitude}) / 2), 2) +
    cos(radians(${near.latitude})) * cos(radians(${parcelPoints.latitude})) *
    power(sin(radians(${parcelPoints.longitude} - ${near.longitude}) / 2), 2)))`;
  for (const radiusKm of SEARCH_RADII_KM) {
    const latitudeSpan = radiusKm / KM_PER_DEGREE;
    const cosine = Math.cos((Math.min(89, Math.abs(near.latitude) + latitudeSpan) * Math.PI) / 180);
    const longitudeSpan = Math.min(180, radiusKm / (KM_PER_DEGREE * cosine));
    const last = radiusKm === SEARCH_RADII_KM.at(-1);
    const result = await db.execute(sql`
      select * from (
        select ${parcelPoints.name} as name, ${distance} as distance_km from ${parcelPoints}
        where ${parcelPoints.retiredAt} is null
          and ${parcelPoints.latitude} between ${near.latitude - latitudeSpan} and ${near.latitude + latitudeSpan}
          and ${parcelPoints.longitude} between ${near.longitude - longitudeSpan} and ${near.longitude + longitudeSpan}
      ) as near where distance_km <= ${radiusKm}
      order by distance_km, name
      limit ${limit}`);
    const found = rowsOf<{ name: string; distance_km: number }>(result);
    if (found.length < limit && !last) continue;
    if (found.length === 0) return [];
    const rows = await db
      .select()
      .from(parcelPoints)
      .where(
        inArray(
          parcelPoints.name,
          found.map((row) => row.name),
        ),
      );
    const byName = new Map(rows.map((row) => [row.name, row]));
    return found.flatMap((entry) => {
      const row = byName.get(entry.name);
      return row ? [{ ...row, distanceKm: Number(entry.distance_km) }] : [];
    });
  }
  return [];
}

export async function pointsSummary(db: Database) {
  const [row] = await db
    .select({ points: count(), lastSyncedAt: max(parcelPoints.lastSeenAt) })
    .from(parcelPoints)
    .where(isNull(parcelPoints.retiredAt));
  return { points: row?.points ?? 0, lastSyncedAt: row?.lastSyncedAt ?? null };
}
