import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/events';
import type { ResponseCache } from '../../lib/response-cache';
import { adminSiteRoutes, siteRoutes } from './site.routes';
import { createConfiguration, siteSettings, type ConfigurationDeps, type MapSettings } from './site.service';
import { createVisitorDefaults } from './visitor-defaults';

/** What the site module is made from (app.ts). */
interface SiteModuleDeps extends Omit<ConfigurationDeps, 'defaults' | 'cache'> {
  db: Database;
  log: { warn(details: object, message: string): void };
  map: MapSettings;
  events: EventBus;
  /** Cleared by every save; a clearing, this instance's or another's, reloads the defaults. */
  cache: Pick<ResponseCache, 'invalidate' | 'alsoClear'>;
}

/**
 * The marketplace's own settings (name, commission, payment methods, the configuration page),
 * the map, and abuse reports. A newly registered seller starts with the operator's default
 * delivery price list; a visitor without a language or currency of their own gets the operator's.
 */
export function createSiteModule(deps: SiteModuleDeps) {
  const defaults = createVisitorDefaults(deps.db, deps.log);
  deps.cache.alsoClear(defaults);
  const configuration = createConfiguration({ ...deps, defaults });
  deps.events.on('company.registered', async (ctx, event) =>
    deps.delivery().startPriceList(ctx, event.companyId, await siteSettings.defaultDeliveryPrices(ctx)),
  );
  return {
    settings: siteSettings,
    configuration,
    async register(app: FastifyInstance) {
      app.visitorDefaults.use(defaults.current);
      // After the seed has written the settings row (startApp seeds before the server listens).
      app.addHook('onReady', defaults.load);
      await app.register(siteRoutes(deps.map, deps.storage));
      await app.register(adminSiteRoutes(configuration), { prefix: '/api/admin' });
    },
  };
}
