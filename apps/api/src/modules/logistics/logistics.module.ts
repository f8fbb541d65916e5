import type { FastifyInstance } from 'fastify';
import { adminLogisticsRoutes, logisticsRoutes, sellerLogisticsRoutes } from './logistics.routes';
import { createLogisticsService, type LogisticsServiceDeps } from './logistics.service';

/** Delivery: parcel lockers, sellers' delivery settings and prices, quotes and dates. */
export function createLogisticsModule(deps: LogisticsServiceDeps) {
  const logistics = createLogisticsService(deps);
  return {
    logistics,
    async register(app: FastifyInstance) {
      await app.register(logisticsRoutes(logistics), { prefix: '/api/logistics' });
      await app.register(sellerLogisticsRoutes(logistics), { prefix: '/api/seller' });
      await app.register(adminLogisticsRoutes(logistics), { prefix: '/api/admin' });
    },
  };
}
