import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../lib/events';
import type { Storage } from '../../lib/storage';
import { adminSiteRoutes, siteRoutes } from './site.routes';
import { createConfiguration, siteSettings, type ConfigurationDeps, type MapSettings } from './site.service';

/**
 * The marketplace's own settings (name, commission, payment methods, the configuration page),
 * the map, and abuse reports. A newly registered seller starts with the operator's default
 * delivery price list.
 */
export function createSiteModule(deps: { map: MapSettings; storage: Storage; events: EventBus } & ConfigurationDeps) {
  const configuration = createConfiguration(deps);
  deps.events.on('company.registered', async (ctx, event) =>
    deps.delivery().startPriceList(ctx, event.companyId, await siteSettings.defaultDeliveryPrices(ctx)),
  );
  return {
    settings: siteSettings,
    configuration,
    async register(app: FastifyInstance) {
      await app.register(siteRoutes(deps.map, deps.storage));
      await app.register(adminSiteRoutes(configuration), { prefix: '/api/admin' });
    },
  };
}
