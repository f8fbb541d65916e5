import type {
  ParcelPoint,
  ParcelPointList,
  ParcelPointsStatus,
  parcelPointsQuerySchema,
} from '@glowmarket/shared/logistics';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { LogisticsServiceDeps } from './logistics.deps';
import { presentPoint } from './logistics.present';
import * as repository from './parcel-points.repository';
import { cityKeyOf } from './parcel-points.sync';

type PointsQuery = z.output<typeof parcelPointsQuerySchema>;

const POSTAL_CODE = /^(\d{2})-?(\d{3})$/;

/**
 * Where a town or postal code is: the centre of its lockers (a postal code's exact code, else its
 * street group 31-1…, else its area 31-…), else the geocoder's idea of where the town is.
 */
async function placeOf(deps: Pick<LogisticsServiceDeps, 'geocoder'>, ctx: RequestContext, text: string) {
  const postal = POSTAL_CODE.exec(text);
  if (postal) {
    const code = `${postal[1]}-${postal[2]}`;
    for (const prefix of [code, code.slice(0, 4), code.slice(0, 3)]) {
      const found = await repository.centreOfPoints(ctx.db, repository.pointWithPostalCode(prefix));
      if (found) return { latitude: found.latitude, longitude: found.longitude, label: code };
    }
    return undefined;
  }
  const inCity = await repository.centreOfPoints(ctx.db, repository.pointInCity(cityKeyOf(text)));
  if (inCity) return { latitude: inCity.latitude, longitude: inCity.longitude, label: inCity.city };
  try {
    const place = await deps.geocoder.locate(ctx, text);
    return place && { ...place.location, label: place.label };
  } catch (error) {
    ctx.log.warn({ err: error }, 'geocoder failed');
    return undefined;
  }
}

/**
 * Parcel lockers nearest first: around the buyer's position, or around a town or postal code
 * (the centre of its lockers, else the geocoder's idea of where the town is).
 */
export async function findPoints(
  deps: Pick<LogisticsServiceDeps, 'geocoder'>,
  ctx: RequestContext,
  query: PointsQuery,
): Promise<ParcelPointList> {
  let center: ParcelPointList['center'] = null;
  if (query.latitude !== undefined && query.longitude !== undefined) {
    center = { latitude: query.latitude, longitude: query.longitude, label: '' };
  } else if (query.q) {
    center = (await placeOf(deps, ctx, query.q)) ?? null;
  }
  if (!center) return { center: null, items: [] };
  const rows = await repository.nearestPoints(ctx.db, center, query.limit);
  return { center, items: rows.map(presentPoint) };
}

/** One locker in service, by its name; a retired one is not found. */
export async function getPoint(ctx: RequestContext, name: string): Promise<ParcelPoint> {
  const point = await repository.findPoint(ctx.db, name);
  if (!point || point.retiredAt) throw new AppError('not_found');
  return presentPoint(point);
}

/** How many lockers are known, when they were last synchronised and from where. */
export async function pointsStatus(
  deps: Pick<LogisticsServiceDeps, 'points'>,
  ctx: RequestContext,
): Promise<ParcelPointsStatus> {
  const summary = await repository.pointsSummary(ctx.db);
  return {
    points: summary.points,
    lastSyncedAt: summary.lastSyncedAt?.toISOString() ?? null,
    source: deps.points.name,
  };
}
