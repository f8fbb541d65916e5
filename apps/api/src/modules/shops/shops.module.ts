import type { FastifyInstance } from 'fastify';
import { createGazetteerGeocoder, createNominatimGeocoder } from './geocoder';
import { sellerShopsRoutes, shopsRoutes } from './shops.routes';
import { createShopsService, type ShopsServiceDeps } from './shops.service';
import { shopPage } from './shop-page';

/** Sellers' brick-and-mortar shops: the store finder, shop pages and the seller's own shops. */
export function createShopsModule(
  deps: Omit<ShopsServiceDeps, 'geocoder'> & {
    /** GEOCODER_URL: a Nominatim for street-level positions; without it, the town's centre. */
    geocoderUrl: string | undefined;
    /** Who asks, as Nominatim's usage policy wants it said. */
    publicUrl: string;
  },
) {
  const geocoder = deps.geocoderUrl
    ? createNominatimGeocoder({ baseUrl: deps.geocoderUrl, contact: deps.publicUrl })
    : createGazetteerGeocoder();
  const shops = createShopsService({ ...deps, geocoder });
  return {
    shops,
    /** Addresses to places, for logistics too. */
    geocoder,
    pages: [shopPage(shops)],
    async register(app: FastifyInstance) {
      await app.register(shopsRoutes(shops));
      await app.register(sellerShopsRoutes(shops), { prefix: '/api' });
    },
  };
}
