import {
  carrierInputSchema,
  carrierListSchema,
  deliveryMethodChangeSchema,
  deliveryMethodInputSchema,
  deliveryOptionsQuerySchema,
  deliveryOptionsSchema,
  deliveryPriceInputSchema,
  idParamsSchema,
  logisticsStatusSchema,
  parcelPointListSchema,
  parcelPointParamsSchema,
  parcelPointSchema,
  parcelPointsQuerySchema,
  parcelPointsStatusSchema,
  sellerLogisticsSchema,
  unconfiguredSellerListSchema,
} from '@glowmarket/shared/logistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSeller } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { LogisticsService } from './logistics.service';

const errors = errorResponses(400, 401, 403, 404);

/** /api/logistics: how a seller delivers, and the parcel lockers a buyer picks from. */
export function logisticsRoutes(logistics: LogisticsService): FastifyPluginAsyncZod {
  const tags = ['logistics'];
  return async (app) => {
    app.get(
      '/delivery-options',
      {
        schema: {
          tags,
          summary:
            'How a seller delivers, cheapest first, in the visitor’s currency, with when each would arrive (for a product: after it ships); its lowest free-delivery threshold',
          querystring: deliveryOptionsQuerySchema,
          response: { 200: deliveryOptionsSchema, ...errorResponses(400, 404) },
        },
      },
      (request) => logistics.deliveryOptions(request.ctx, request.query.company, request.query.product),
    );

    app.get(
      '/parcel-points',
      {
        schema: {
          tags,
          summary: 'Parcel lockers nearest first, around a position or a town or postal code',
          querystring: parcelPointsQuerySchema,
          response: { 200: parcelPointListSchema, ...errorResponses(400) },
        },
      },
      (request) => logistics.findPoints(request.ctx, request.query),
    );

    app.get(
      '/parcel-points/:name',
      {
        schema: {
          tags,
          summary: 'One parcel locker by its name (e.g. KRA012)',
          params: parcelPointParamsSchema,
          response: { 200: parcelPointSchema, ...errorResponses(400, 404) },
        },
      },
      (request) => logistics.getPoint(request.ctx, request.params.name),
    );
  };
}

/** /api/seller/logistics: the caller's company's price list; another company's entry answers 404. */
export function sellerLogisticsRoutes(logistics: LogisticsService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/logistics',
      {
        schema: {
          tags,
          summary: 'The price list, the methods it may use and the pickup shops',
          response: { 200: sellerLogisticsSchema, ...errors },
        },
      },
      (request) => logistics.sellerLogistics(request.ctx),
    );

    app.get(
      '/logistics/status',
      {
        schema: {
          tags,
          summary: 'Whether buyers can get the company’s products delivered',
          response: { 200: logisticsStatusSchema, ...errors },
        },
      },
      (request) => logistics.status(request.ctx),
    );

    app.post(
      '/logistics/prices',
      {
        schema: {
          tags,
          summary: 'Add a price-list entry; its key must be new in the list',
          body: deliveryPriceInputSchema,
          response: { 201: sellerLogisticsSchema, ...errorResponses(409), ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await logistics.addPrice(request.ctx, request.body)),
    );

    app.put(
      '/logistics/prices/:id',
      {
        schema: {
          tags,
          summary: 'Change a price-list entry',
          params: idParamsSchema,
          body: deliveryPriceInputSchema,
          response: { 200: sellerLogisticsSchema, ...errorResponses(409), ...errors },
        },
      },
      (request) => logistics.updatePrice(request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/logistics/prices/:id',
      {
        schema: {
          tags,
          summary: 'Remove a price-list entry',
          params: idParamsSchema,
          response: { 200: sellerLogisticsSchema, ...errors },
        },
      },
      (request) => logistics.removePrice(request.ctx, request.params.id),
    );
  };
}

/** /api/admin/logistics: carriers and their methods, sellers without delivery, the lockers' sync. */
export function adminLogisticsRoutes(logistics: LogisticsService): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/logistics/carriers',
      { schema: { tags, summary: 'Carriers and their methods', response: { 200: carrierListSchema, ...errors } } },
      async (request) => ({ items: await logistics.listCarriers(request.ctx) }),
    );

    app.post(
      '/logistics/carriers',
      {
        schema: {
          tags,
          summary: 'Add a carrier',
          body: carrierInputSchema,
          response: { 201: carrierListSchema, ...errorResponses(409), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ items: await logistics.createCarrier(request.ctx, request.body) }),
    );

    app.put(
      '/logistics/carriers/:id',
      {
        schema: {
          tags,
          summary: 'Rename a carrier or switch it on or off',
          params: idParamsSchema,
          body: carrierInputSchema,
          response: { 200: carrierListSchema, ...errorResponses(409), ...errors },
        },
      },
      async (request) => ({ items: await logistics.updateCarrier(request.ctx, request.params.id, request.body) }),
    );

    app.post(
      '/logistics/carriers/:id/methods',
      {
        schema: {
          tags,
          summary: 'Add a delivery method to a carrier',
          params: idParamsSchema,
          body: deliveryMethodInputSchema,
          response: { 201: carrierListSchema, ...errorResponses(409), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ items: await logistics.addMethod(request.ctx, request.params.id, request.body) }),
    );

    app.put(
      '/logistics/methods/:id',
      {
        schema: {
          tags,
          summary: 'Switch a delivery method on or off, or whether the buyer picks a point',
          params: idParamsSchema,
          body: deliveryMethodChangeSchema,
          response: { 200: carrierListSchema, ...errors },
        },
      },
      async (request) => ({ items: await logistics.updateMethod(request.ctx, request.params.id, request.body) }),
    );

    app.get(
      '/logistics/unconfigured-sellers',
      {
        schema: {
          tags,
          summary: 'Approved sellers whose price list offers no delivery',
          response: { 200: unconfiguredSellerListSchema, ...errors },
        },
      },
      async (request) => ({ items: await logistics.unconfiguredSellers(request.ctx) }),
    );

    app.get(
      '/logistics/parcel-points',
      {
        schema: {
          tags,
          summary: 'How many lockers are known, from where, and when they were last synchronised',
          response: { 200: parcelPointsStatusSchema, ...errors },
        },
      },
      (request) => logistics.pointsStatus(request.ctx),
    );

    app.post(
      '/logistics/parcel-points/sync',
      {
        schema: {
          tags,
          summary: 'Synchronise the lockers now (a job; the nightly one runs as well)',
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await logistics.syncPointsNow(request.ctx);
        return reply.status(202).send(null);
      },
    );
  };
}
