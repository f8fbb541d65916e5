import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { shipxPointSchema, type ParcelPointsSource, type ShipxPoint } from '../../integrations/shipx/points';
import * as repository from './parcel-points.repository';

/** Points asked for per page; ShipX answers up to 500. */
export const SYNC_PAGE_SIZE = 500;
/** A safety stop for a source that never reports its last page. */
const MAX_PAGES = 1000;

export interface SyncReport {
  pages: number;
  seen: number;
  added: number;
  updated: number;
  retired: number;
  /** Items that did not have what a point needs (name, location); left out. */
  skipped: number;
  /** Points listed with a status other than Operating: not seen, so retired like the ones gone. */
  closed: number;
}

/** ShipX's status of a locker that takes parcels; the sync asks for these only, and keeps only these. */
const OPERATING = 'Operating';

/** "Kraków" and "krakow" alike: lower case, without diacritics (ł too, which NFD leaves). */
export function cityKeyOf(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .trim();
}

function valuesOf(point: ShipxPoint): repository.PointValues {
  const details = point.address_details;
  const postalCode = details?.post_code?.trim() ?? '';
  const city = details?.city?.trim() ?? '';
  const street = [details?.street, details?.building_number].filter(Boolean).join(' ');
  const values = {
    name: point.name.trim().toUpperCase(),
    latitude: point.location.latitude,
    longitude: point.location.longitude,
    line1: point.address?.line1?.trim() || street,
    line2: point.address?.line2?.trim() || [postalCode, city].filter(Boolean).join(' '),
    city,
    cityKey: cityKeyOf(city),
    postalCode,
    description: point.location_description?.trim() ?? '',
    openingHours: point.opening_hours?.trim() ?? '',
  };
  const fingerprint = createHash('sha256').update(JSON.stringify(values)).digest('base64url');
  return { ...values, fingerprint };
}

/**
 * Copies every operating parcel locker from `source` into the points table, page by page (each
 * page its own statement, so readers never wait on a long transaction). Points not seen are
 * retired only when every page arrived: a sync cut short adds and updates but retires nothing.
 */
export async function syncParcelPoints(
  db: Database,
  source: ParcelPointsSource,
  startedAt: Date,
  log?: FastifyBaseLogger,
): Promise<SyncReport> {
  const report: SyncReport = { pages: 0, seen: 0, added: 0, updated: 0, retired: 0, skipped: 0, closed: 0 };
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await source.page(page, SYNC_PAGE_SIZE);
    const byName = new Map<string, repository.PointValues>();
    for (const item of answer.items) {
      const parsed = shipxPointSchema.safeParse(item);
      if (!parsed.success) {
        report.skipped += 1;
        continue;
      }
      // A locker out of order or closed must not be offered at checkout, even if a source lists it.
      if (parsed.data.status !== undefined && parsed.data.status !== OPERATING) {
        report.closed += 1;
        continue;
      }
      const values = valuesOf(parsed.data);
      byName.set(values.name, values);
    }
    const { added, updated } = await repository.upsertPoints(db, [...byName.values()], startedAt);
    report.pages += 1;
    report.seen += byName.size;
    report.added += added;
    report.updated += updated;
    if (page < answer.total_pages && answer.items.length === 0) {
      throw new Error(`page ${page} of ${answer.total_pages} came empty; nothing retired`);
    }
    if (page >= answer.total_pages) {
      // An answer with no points at all is an outage, not a country without lockers.
      if (report.seen === 0) throw new Error('the source listed no points; nothing retired');
      report.retired = await repository.retireUnseenPoints(db, startedAt);
      log?.info({ ...report, source: source.name }, 'parcel points synchronised');
      return report;
    }
  }
  throw new Error(`the parcel points source did not end after ${MAX_PAGES} pages`);
}
