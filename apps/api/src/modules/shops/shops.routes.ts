import { MAX_SHOP_IMAGE_BYTES } from '@glowmarket/shared/constants';
import {
  geocodeQuerySchema,
  geocodeResultSchema,
  sellerShopListSchema,
  sellerShopSchema,
  shopDetailSchema,
  shopIdParamsSchema,
  shopInputSchema,
  shopListSchema,
  shopPhotoOrderSchema,
  shopPhotoParamsSchema,
  shopsQuerySchema,
} from '@glowmarket/shared/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSeller } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import { readUpload } from '../../lib/uploads';
import type { ShopsService } from './shops.service';

const errors = errorResponses(400, 401, 403, 404);
const photoUpload = { maxBytes: MAX_SHOP_IMAGE_BYTES, tooLarge: 'file_too_large_2mb' } as const;

/** /api/shops: visible shops for the store locator, a company's page and a shop's page. */
export function shopsRoutes(shops: ShopsService): FastifyPluginAsyncZod {
  const tags = ['shops'];
  return async (app) => {
    app.get(
      '/api/shops',
      {
        schema: {
          tags,
          summary: 'Visible shops, nearest first around a point; filters: open now, pickup, company',
          querystring: shopsQuerySchema,
          response: { 200: shopListSchema, ...errorResponses(400) },
        },
      },
      async (request) => ({ items: await shops.list(request.ctx, request.query) }),
    );

    app.get(
      '/api/shops/:id',
      {
        schema: {
          tags,
          summary: 'A visible shop: texts in the visitor’s language, hours, photos, contact',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: shopDetailSchema, ...errorResponses(404) },
        },
      },
      (request) => shops.get(request.ctx, request.params.id),
    );
  };
}

/** /api/seller/shops and /api/geocode: a seller's own shops; another company's id answers 404. */
export function sellerShopsRoutes(shops: ShopsService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/geocode',
      {
        schema: {
          tags,
          summary: 'Where an address is (Nominatim-compatible geocoder, or the embedded gazetteer)',
          querystring: geocodeQuerySchema,
          response: { 200: geocodeResultSchema, ...errorResponses(422, 502), ...errors },
        },
      },
      (request) => shops.geocode(request.ctx, request.query.q),
    );

    app.get(
      '/seller/shops',
      { schema: { tags, summary: 'The company’s shops', response: { 200: sellerShopListSchema, ...errors } } },
      async (request) => ({ items: await shops.listOwn(request.ctx) }),
    );

    app.post(
      '/seller/shops',
      {
        schema: {
          tags,
          summary: 'Add a shop',
          body: shopInputSchema,
          response: { 201: sellerShopSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await shops.create(request.ctx, request.body)),
    );

    app.get(
      '/seller/shops/:id',
      {
        schema: {
          tags,
          summary: 'One of the company’s shops',
          params: shopIdParamsSchema,
          response: { 200: sellerShopSchema, ...errors },
        },
      },
      (request) => shops.getOwn(request.ctx, request.params.id),
    );

    app.put(
      '/seller/shops/:id',
      {
        schema: {
          tags,
          summary: 'Change a shop',
          params: shopIdParamsSchema,
          body: shopInputSchema,
          response: { 200: sellerShopSchema, ...errors },
        },
      },
      (request) => shops.update(request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/seller/shops/:id',
      {
        schema: { tags, summary: 'Delete a shop', params: shopIdParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await shops.remove(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/seller/shops/:id/photos',
      {
        schema: {
          tags,
          summary: 'Add a photo (multipart, at most 2 MB; stored as WebP in three widths)',
          consumes: ['multipart/form-data'],
          params: shopIdParamsSchema,
          response: {
            201: sellerShopSchema,
            ...errorResponses(413, 415, 422),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await shops.addPhoto(request.ctx, request.params.id, await readUpload(request, photoUpload))),
    );

    app.delete(
      '/seller/shops/:id/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Remove a photo',
          params: shopPhotoParamsSchema,
          response: { 200: sellerShopSchema, ...errors },
        },
      },
      (request) => shops.removePhoto(request.ctx, request.params.id, request.params.photoId),
    );

    app.put(
      '/seller/shops/:id/photos/order',
      {
        schema: {
          tags,
          summary: 'Put the photos in this order; the first is the main photo',
          params: shopIdParamsSchema,
          body: shopPhotoOrderSchema,
          response: { 200: sellerShopSchema, ...errors },
        },
      },
      (request) => shops.reorderPhotos(request.ctx, request.params.id, request.body.photoIds),
    );
  };
}
