import { currencyRatesSchema, updateCurrencyRatesSchema } from '@glowmarket/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { CurrenciesService } from './currencies.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The rates the storefront shows prices with; listed with the catalog in the API documentation. */
export function pricingRoutes(deps: { currencies: CurrenciesService }): FastifyPluginAsyncZod {
  const tags = ['catalog'];
  return async (app) => {
    app.get(
      '/api/currencies',
      {
        schema: {
          tags,
          summary: 'Units of each currency per euro, for showing prices',
          response: { 200: currencyRatesSchema },
        },
      },
      (request) => deps.currencies.getRates(request.ctx),
    );
  };
}

/** /api/admin: the operator keeps the rates current. */
export function adminPricingRoutes(deps: { currencies: CurrenciesService }): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.put(
      '/currencies',
      {
        schema: {
          tags,
          summary: 'Set the rates (units per euro) used to show prices in other currencies',
          body: updateCurrencyRatesSchema,
          response: { 200: currencyRatesSchema, ...errors },
        },
      },
      (request) => deps.currencies.setRates(request.ctx, request.body.rates),
    );
  };
}
