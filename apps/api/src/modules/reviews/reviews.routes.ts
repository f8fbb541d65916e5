import {
  hideRatingSchema,
  managedRatingSchema,
  managedRatingsQuerySchema,
  managedRatingsSchema,
  myRatingSchema,
  myRatingsQuerySchema,
  productRatingsQuerySchema,
  productRatingsSchema,
  sendRatingSchema,
} from '@glowmarket/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSeller, requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { ReviewsService } from './reviews.service';

const ratingParams = z.object({ id: z.uuid() });

/** /api/reviews: a product's ratings for everyone; a buyer's own ratings, sent from its delivered orders. */
export function reviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  const tags = ['reviews'];
  return async (app) => {
    app.get(
      '/api/reviews/products/:productId',
      {
        schema: {
          tags,
          summary: 'A product’s ratings: average, count and spread, and a page of them, newest first',
          params: z.object({ productId: z.string().max(64) }),
          querystring: productRatingsQuerySchema,
          response: { 200: productRatingsSchema, ...errorResponses(400, 404) },
        },
      },
      (request) => reviews.forProduct(request.ctx, request.params.productId, request.query),
    );

    app.get(
      '/api/reviews/mine',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'The caller’s own ratings of the given products',
          querystring: myRatingsQuerySchema,
          response: { 200: z.object({ items: z.array(myRatingSchema) }), ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ items: await reviews.mine(request.ctx, request.query.products) }),
    );

    app.post(
      '/api/reviews',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Rate a product from a delivered order, or change the rating given (one per buyer and product)',
          description:
            'Answers 201 for a new rating and 200 for a changed one; 403 rating_not_delivered when no order of the caller holding the product has been delivered.',
          body: sendRatingSchema,
          response: { 200: myRatingSchema, 201: myRatingSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { rating, created } = await reviews.send(request.ctx, request.body);
        return reply.status(created ? 201 : 200).send(rating);
      },
    );
  };
}

/** /api/seller/reviews: the ratings of the seller's own products; another company's answer 404. */
export function sellerReviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/reviews',
      {
        schema: {
          tags,
          summary: 'Ratings of the company’s products, newest first, hidden ones marked',
          querystring: managedRatingsQuerySchema,
          response: { 200: managedRatingsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => reviews.listForSeller(request.ctx, request.query),
    );

    app.get(
      '/reviews/:id',
      {
        schema: {
          tags,
          summary: 'One rating of the company’s products',
          params: ratingParams,
          response: { 200: managedRatingSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => reviews.getForSeller(request.ctx, request.params.id),
    );
  };
}

/** /api/admin/reviews: every rating; the operator hides an abusive one with a reason, or shows it again. */
export function adminReviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const errors = errorResponses(400, 401, 403, 404);
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/reviews',
      {
        schema: {
          tags,
          summary: 'Every rating, newest first; hidden=true for the hidden ones only',
          querystring: managedRatingsQuerySchema,
          response: { 200: managedRatingsSchema, ...errors },
        },
      },
      (request) => reviews.listForOperator(request.ctx, request.query),
    );

    app.post(
      '/reviews/:id/hide',
      {
        schema: {
          tags,
          summary: 'Hide a rating from the product’s page and average, saying why (logged)',
          params: ratingParams,
          body: hideRatingSchema,
          response: { 200: managedRatingSchema, ...errors },
        },
      },
      (request) => reviews.hide(request.ctx, request.params.id, request.body.reason),
    );

    app.post(
      '/reviews/:id/show',
      {
        schema: {
          tags,
          summary: 'Show a hidden rating again (logged)',
          params: ratingParams,
          response: { 200: managedRatingSchema, ...errors },
        },
      },
      (request) => reviews.show(request.ctx, request.params.id),
    );
  };
}
