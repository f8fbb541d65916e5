import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { apiSource } from '../../paths';

/**
 * InPost ShipX's parcel points: `GET /v1/points` (no token needed), paged with `page` and
 * `per_page`. Only the fields the marketplace keeps are read; ShipX sends many more.
 */
export const shipxPointSchema = z.object({
  name: z.string().min(1).max(32),
  status: z.string().optional(),
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  location_description: z.string().nullish(),
  opening_hours: z.string().nullish(),
  address: z.object({ line1: z.string().nullish(), line2: z.string().nullish() }).nullish(),
  address_details: z
    .object({
      city: z.string().nullish(),
      post_code: z.string().nullish(),
      street: z.string().nullish(),
      building_number: z.string().nullish(),
    })
    .nullish(),
});
export type ShipxPoint = z.infer<typeof shipxPointSchema>;

export const shipxPointsPageSchema = z.object({
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  /** Items are checked one by one: one malformed point must not stop the others. */
  items: z.array(z.unknown()),
});
export type ShipxPointsPage = z.infer<typeof shipxPointsPageSchema>;

/** Where points come from: ShipX itself, or the bundled sample offline. */
export interface ParcelPointsSource {
  readonly name: 'shipx' | 'sample';
  page(page: number, perPage: number): Promise<ShipxPointsPage>;
}

const FETCH_TIMEOUT_MS = 30_000;

export function createShipxPointsSource(options: { baseUrl: string; userAgent: string }): ParcelPointsSource {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return {
    name: 'shipx',
    async page(page, perPage) {
      const url = new URL('v1/points', base);
      url.search = new URLSearchParams({
        type: 'parcel_locker',
        status: 'Operating',
        per_page: String(perPage),
        page: String(page),
      }).toString();
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`ShipX answered ${response.status} for page ${page}`);
      return shipxPointsPageSchema.parse(await response.json());
    },
  };
}

const SAMPLE = apiSource('integrations/shipx/sample-points.json');

/** A few hundred real-format lockers in Polish towns, for the demo and for work offline. */
export function createSamplePointsSource(): ParcelPointsSource {
  let items: Promise<unknown[]> | undefined;
  return {
    name: 'sample',
    async page(page, perPage) {
      items ??= readFile(SAMPLE, 'utf8').then((text) => shipxPointsPageSchema.parse(JSON.parse(text)).items);
      const all = await items;
      return {
        count: all.length,
        page,
        total_pages: Math.ceil(all.length / perPage),
        items: all.slice((page - 1) * perPage, page * perPage),
      };
    },
  };
}
