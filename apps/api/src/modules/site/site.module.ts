import type { FastifyInstance } from 'fastify';
import { adminSiteRoutes, siteRoutes } from './site.routes';
import { siteSettings, type MapSettings } from './site.service';

/** The marketplace's own settings (name, commission, payment methods), the map, and abuse reports. */
export function createSiteModule(deps: { map: MapSettings }) {
  return {
    settings: siteSettings,
    async register(app: FastifyInstance) {
      await app.register(siteRoutes(deps.map));
      await app.register(adminSiteRoutes, { prefix: '/api/admin' });
    },
  };
}
