import type { FastifyInstance } from 'fastify';
import { sellerShopsRoutes, shopsRoutes } from './shops.routes';
import { createShopsService, type ShopsServiceDeps } from './shops.service';
import { shopPage } from './shop-page';

/** Sellers' brick-and-mortar shops: the store finder, shop pages and the seller's own shops. */
export function createShopsModule(deps: ShopsServiceDeps) {
  const shops = createShopsService(deps);
  return {
    shops,
    pages: [shopPage(shops)],
    async register(app: FastifyInstance) {
      await app.register(shopsRoutes(shops));
      await app.register(sellerShopsRoutes(shops), { prefix: '/api' });
    },
  };
}
