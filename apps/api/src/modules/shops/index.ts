/** The shops module's public surface: routes, the service, and the geocoders app.ts chooses from. */
export { createGazetteerGeocoder, createNominatimGeocoder, type Geocoder } from './geocoder';
export { sellerShopsRoutes, shopsRoutes } from './shops.routes';
export { createShopsService, type ShopsService, type ShopsServiceDeps } from './shops.service';
export { createShopsModule } from './shops.module';
