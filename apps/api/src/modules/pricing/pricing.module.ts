import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../../lib/response-cache';
import { createCurrenciesService } from './currencies.service';
import { adminPricingRoutes, pricingRoutes } from './pricing.routes';

/** Exchange rates (/api/currencies) and the quotes made with them; the operator sets the rates. */
export function createPricingModule(deps: { cache: ResponseCache }) {
  const currencies = createCurrenciesService(deps);
  return {
    currencies,
    async register(app: FastifyInstance) {
      await app.register(pricingRoutes({ currencies }));
      await app.register(adminPricingRoutes({ currencies }), { prefix: '/api/admin' });
    },
  };
}
